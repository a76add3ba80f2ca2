import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '@teamledger/platform';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import type { HistoryOptions } from './history.js';
import { historySize, writeHistory } from './write-history.js';

const options: HistoryOptions = {
  people: 8,
  months: 2,
  seed: 'resume',
  lastMonth: '2026-09',
  zone: 'UTC',
};

let whole: TestDatabase;
let resumed: TestDatabase;
beforeAll(async () => {
  [whole, resumed] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([whole.drop(), resumed.drop()]);
});

const eventsOf = async (url: string) => {
  const pool = createPool(url, { max: 1 });
  try {
    // The company's setup goes through executeCommand (ids of its own); the months'
    // streams carry the ids the seed gives.
    const { rows } = await pool.query<{ id: string | null; stream: string }>(
      `SELECT stream, revision, type, data,
              CASE WHEN stream ~ '^(worklogs|standup|score|leave|holiday)-' THEN id END AS id
         FROM events ORDER BY stream, revision`,
    );
    return rows;
  } finally {
    await pool.end();
  }
};

describe('writing a generated history', () => {
  it('continues where a stopped run left off, to the same events as one run', async () => {
    const done = await writeHistory(whole.url, options);
    expect(done).toMatchObject({ chunksDone: 3, chunks: 3 });

    // Stops after each chunk: the company, then one month at a time.
    const first = await writeHistory(resumed.url, options, { stopAfterSeconds: 0 });
    expect(first.chunksDone).toBe(1);
    const second = await writeHistory(resumed.url, options, { stopAfterSeconds: 0 });
    expect(second.chunksDone).toBe(2);
    const third = await writeHistory(resumed.url, options);
    expect(third).toMatchObject({ chunksDone: 3, events: done.events });

    const events = await eventsOf(whole.url);
    expect(events.length).toBeGreaterThan(8 * 2 * 17 * 5);
    expect(await eventsOf(resumed.url)).toEqual(events);
    expect((await historySize(resumed.url)).rows).toBe(events.length);
    // Run again when whole: nothing more.
    expect((await writeHistory(resumed.url, options)).events).toBe(done.events);
    expect(await eventsOf(resumed.url)).toHaveLength(events.length);
  });

  it('refuses to continue a database with another history in it', async () => {
    await expect(writeHistory(whole.url, { ...options, seed: 'another' })).rejects.toThrow(
      /holds another history/,
    );
  });
});
