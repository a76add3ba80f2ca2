import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL of Debian's packages (/usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error(`No PostgreSQL server binaries in ${root}: apt-get install -y postgresql`);
  }
  return join(root, majors[0], 'bin');
}

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server the way a crash does (no checkpoint, crash recovery on start). */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its data directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free loopback port,
 * so a test may stop and restart it without touching the shared one. PostgreSQL refuses to
 * run as root: as root, its commands run as the `postgres` system user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tl-reliability-pg-'));
  // From its own directory: the postgres user may not enter the checkout's.
  const exec = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { cwd: dir })
      : run(join(bin, command), args, { cwd: dir });
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c shared_buffers=32MB',
  ].join(' ');
  const start = async () => {
    await exec('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill: async () => {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    destroy: async () => {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
