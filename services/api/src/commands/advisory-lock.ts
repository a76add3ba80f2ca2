import type { Pool, PoolClient } from '@teamledger/platform';

/**
 * Runs `work` holding a PostgreSQL session advisory lock named `key`, on a connection of
 * its own that `work` may use: commands of other requests under the same key wait their
 * turn, from their first read to their last append.
 */
export async function underAdvisoryLock<T>(
  pool: Pool,
  key: string,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await work(client);
    } finally {
      await client
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key])
        .catch((error: Error) => {
          broken = error; // releasing it as broken closes the connection, and the lock with it
        });
    }
  } finally {
    client.release(broken);
  }
}
