import pg from 'pg';
import { Redis } from 'ioredis';

export type Check = { ok: true } | { ok: false; error: string };

/** Connects to PostgreSQL and runs SELECT 1; never throws. */
export async function checkPostgres(connectionString: string, timeoutMs = 2_000): Promise<Check> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message || String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Sends PING to Redis; never throws. */
export async function checkRedis(url: string, timeoutMs = 2_000): Promise<Check> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const pong = await redis.ping();
    return pong === 'PONG' ? { ok: true } : { ok: false, error: `unexpected reply ${pong}` };
  } catch (error) {
    return { ok: false, error: (error as Error).message || String(error) };
  } finally {
    redis.disconnect();
  }
}
