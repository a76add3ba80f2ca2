import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, withDatabase } from '@teamledger/platform';

/** Where the test servers are: TEST_DATABASE_URL / TEST_REDIS_URL, else the local defaults. */
export const testServerUrl = withDatabase(
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
);
export const testRedisUrl =
  process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
