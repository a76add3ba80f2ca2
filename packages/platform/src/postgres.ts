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
