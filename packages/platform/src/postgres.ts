import pg from 'pg';

// bigint (int8) and numeric come back as strings by default; positions are bigint in our
// code, so parse int8 as BigInt once for every pool.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export function createPool(connectionString: string, options: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...options,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor may a checked-out one (pool.connect(): an append, a transaction): pg emits 'error' on
  // a client whose server went away even while its query fails with the same error, and a
  // checked-out client has no pool listener. The failing query surfaces it; release then
  // drops the broken client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Session settings of the pools that answer requests (api, worker): no JIT compilation.
 * PostgreSQL compiles a statement whose estimated cost passes jit_above_cost (100,000), and
 * estimates grow with the tables while what a report reads does not: on two years of
 * history the Milestone and TimeSheet pages' statements crossed it and spent 13-14 ms
 * compiling for 1 ms of work (bench/results/explain-before-jit-off/500x24, D289). An
 * `options` in DATABASE_URL replaces these (pg lets the URL win).
 */
export const QUERY_SESSION_SETTINGS = '-c jit=off';

/** A pool for the queries that answer requests: createPool with QUERY_SESSION_SETTINGS. */
export const createQueryPool = (connectionString: string, options: pg.PoolConfig = {}) =>
  createPool(connectionString, { options: QUERY_SESSION_SETTINGS, ...options });

export function databaseName(connectionString: string): string {
  const name = decodeURIComponent(new URL(connectionString).pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL has no database name: ${connectionString}`);
  return name;
}

/** The same server, another database (the maintenance database by default). */
export function withDatabase(connectionString: string, database = 'postgres'): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database named in the URL if it does not exist yet. Returns true if created. */
export async function ensureDatabase(connectionString: string): Promise<boolean> {
  const name = databaseName(connectionString);
  const client = new pg.Client({ connectionString: withDatabase(connectionString) });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (error) {
      // Another process created it between our check and our CREATE.
      if ((error as { code?: string }).code !== '42P04') throw error;
      return false;
    }
    return true;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(connectionString: string): Promise<void> {
  const name = databaseName(connectionString);
  const client = new pg.Client({ connectionString: withDatabase(connectionString) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Runs `work` in a transaction, committing on success and rolling back on any error. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
