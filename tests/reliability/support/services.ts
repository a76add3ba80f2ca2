import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { projections } from '@teamledger/read-models';
import { migrateApiDatabase } from '../../../services/api/src/migrate.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

/** pg_dump and pg_restore of the newest installed PostgreSQL, else the ones on PATH. */
export function postgresTool(name: string): string {
  const base = '/usr/lib/postgresql';
  const major = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  return major ? join(base, major, 'bin', name) : name;
}

/** Each read model table's row count and md5 of its rows in text order. */
export async function readModelChecksums(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sums: Record<string, string> = {};
    for (const table of projections.flatMap((p) => p.tables)) {
      const { rows } = await client.query<{ rows: string; md5: string }>(
        `SELECT count(*)::text AS rows,
                md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
           FROM ${pg.escapeIdentifier(table)} t`,
      );
      sums[table] = `${rows[0]!.rows} rows ${rows[0]!.md5}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

/**
 * A restore from the log alone: the events (and the password hashes, which are not events)
 * of `from` dumped with pg_dump, restored into the empty database `into` under the current
 * version's tables, and every read model rebuilt there by `npm run projector -- rebuild`.
 * Answers the rebuild's output.
 */
export async function restoreAndRebuild(from: string, into: string, dir: string): Promise<string> {
  const dump = join(dir, 'events.dump');
  await run(postgresTool('pg_dump'), [
    '--format=custom',
    '--data-only',
    '--table=events',
    '--table=credentials',
    `--file=${dump}`,
    from,
  ]);
  await migrateApiDatabase({ DATABASE_URL: into });
  await run(postgresTool('pg_restore'), ['--data-only', `--dbname=${into}`, dump]);
  const { stdout } = await run(
    'npx',
    ['tsx', '--conditions=@teamledger/source', 'services/projector/src/cli.ts', 'rebuild'],
    { cwd: root, env: { ...process.env, DATABASE_URL: into, LOG_LEVEL: 'warn' }, timeout: 120_000 },
  );
  return stdout;
}

/**
 * The production build of the services (and of the web app when `web`), made only when
 * missing: npm test's end-to-end tier has just built web/dist.
 */
export async function ensureBuilt({ web = false } = {}): Promise<void> {
  const maxBuffer = 64 * 1024 * 1024;
  const servicesBuilt = ['api', 'projector', 'worker'].every((s) =>
    existsSync(`${root}/services/${s}/dist/main.js`),
  );
  if (!servicesBuilt) {
    await run('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: root, maxBuffer });
  }
  if (web && !existsSync(`${root}/web/dist/index.html`)) {
    await run('npm', ['run', 'build', '-w', '@teamledger/web'], { cwd: root, maxBuffer });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every 200 ms until it answers a value; fails after `ms`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}
