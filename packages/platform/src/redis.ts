import { Redis, type RedisOptions } from 'ioredis';

/**
 * A connection for BullMQ workers and blocking commands: BullMQ requires
 * maxRetriesPerRequest null so a Redis restart pauses work instead of failing it.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, ...options });
}

/** The longest a request waits on one Redis command before it answers 503. */
export const REQUEST_REDIS_TIMEOUT_MS = 500;

/**
 * A connection for request handling (throttles, idempotency, the job queue's producer). A
 * request never waits for Redis: while it is not connected every command fails at once (no
 * offline queue), and a command to a Redis that stopped answering fails after
 * REQUEST_REDIS_TIMEOUT_MS, so the request answers 503 instead of hanging.
 */
export function createRequestRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REQUEST_REDIS_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    ...options,
  });
}

/**
 * Waits until `redis` is connected and ready, for at most `timeoutMs`: true when it is. A
 * client without an offline queue refuses commands until then, so a service waits for this
 * (briefly) before taking requests; it keeps connecting in the background either way.
 */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}
