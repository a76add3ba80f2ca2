import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase, withDatabase } from '@teamledger/platform';
import { testServerUrl } from './env.js';

export const TEST_DATABASE_PREFIX = 'tl_test_';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file, so test files never see each other's rows.
 * The name carries its creation time so a later run can drop it if this one crashed.
 * `serverUrl`: another server than the shared one (a reliability test's private PostgreSQL).
 */
export async function createTestDatabase(serverUrl = testServerUrl): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(serverUrl, name);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

/** A Redis key prefix of its own for one test file (BullMQ queues, rate limits, caches). */
export function createTestRedisPrefix(): string {
  return `tl-test-${randomBytes(4).toString('hex')}`;
}
