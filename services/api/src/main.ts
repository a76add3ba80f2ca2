import {
  AdjustableClock,
  createPool,
  createRedis,
  loadConfigOrExit,
  systemClock,
} from '@teamledger/platform';
import { buildApp } from './app.js';
import { loadApiConfig } from './config.js';

const config = loadConfigOrExit(() => loadApiConfig());
const pool = createPool(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL);
redis.on('error', () => undefined); // readiness reports it; ioredis reconnects by itself

const app = await buildApp({
  config,
  clock: config.TEST_CLOCK ? new AdjustableClock() : systemClock,
  pool,
  redis,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await Promise.allSettled([pool.end(), redis.quit()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
