import { Redis, type RedisOptions } from 'ioredis';

/**
 * A connection for BullMQ workers and blocking commands: BullMQ requires
 * maxRetriesPerRequest null so a Redis restart pauses work instead of failing it.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, ...options });
}
