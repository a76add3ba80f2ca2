import { Redis, type RedisOptions } from 'ioredis';

/**
 * A connection for BullMQ workers and blocking commands: BullMQ requires
 * maxRetriesPerRequest null so a Redis restart pauses work instead of failing it.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, ...options });
}

/**
 * A connection for request handling (sessions, throttles, idempotency): while Redis is
 * unreachable a command fails after one reconnection attempt instead of waiting for Redis
 * to come back, so a request answers 503 rather than hanging.
 */
export function createRequestRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, ...options });
}
