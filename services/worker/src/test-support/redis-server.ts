import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';

export interface OwnRedis {
  readonly url: string;
  /** Kills the server, as a Redis that went down (only an append-only file keeps data). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and removes its append-only file, if any. */
  remove(): Promise<void>;
}

export interface OwnRedisOptions {
  /**
   * Keep every write in an append-only file synced at each write, as production runs Redis
   * (REFERENCE.md: AOF), so a killed server comes back with its queued jobs.
   */
  appendOnly?: boolean;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A Redis server of a test's own on a free port, so the test can stop and start it without
 * touching the shared one. Needs redis-server on the PATH (Debian's redis-server package).
 */
export async function startOwnRedis({
  appendOnly = false,
}: OwnRedisOptions = {}): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const dir = appendOnly ? await mkdtemp(join(tmpdir(), 'teamledger-redis-')) : null;
  const persistence = dir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir]
    : ['--appendonly', 'no'];

  async function start(): Promise<void> {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  }

  async function stop(): Promise<void> {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }

  async function remove(): Promise<void> {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, remove };
}
