import type { Pool } from '@teamledger/platform';
import { describe, expect, it } from 'vitest';
import { ReadModelCache } from './read-model-cache.js';

/** A database whose only answer is the read models' stamp, which the test moves. */
function stampedDb() {
  const db = {
    stamp: 'user-days:1:10: users:1:4:',
    asked: [] as unknown[],
    async query(_text: string, values: unknown[]) {
      db.asked.push(values);
      return { rows: [{ stamp: db.stamp }] };
    },
  };
  return db;
}

describe('ReadModelCache', () => {
  it('keeps an answer under its values while the stamp stands, reads again once it moves', async () => {
    const db = stampedDb();
    const cache = new ReadModelCache(['user-days', 'users'], 8);
    let reads = 0;
    const read = async () => ({ sum: ++reads });

    const keep = await cache.at(db as unknown as Pool);
    expect(db.asked).toEqual([[['user-days', 'users']]]);
    expect(await keep(['a'], read)).toEqual({ sum: 1 });
    expect(await keep(['a'], read)).toEqual({ sum: 1 });
    expect(await keep(['b'], read)).toEqual({ sum: 2 });
    expect(await (await cache.at(db as unknown as Pool))(['a'], read)).toEqual({ sum: 1 });

    db.stamp = 'user-days:1:11: users:1:4:';
    expect(await (await cache.at(db as unknown as Pool))(['a'], read)).toEqual({ sum: 3 });
    // A rebuild at the same position stamps rebuilt_at: read again.
    db.stamp = 'user-days:1:11:2026-11-29 10:00:00+00 users:1:4:';
    expect(await (await cache.at(db as unknown as Pool))(['a'], read)).toEqual({ sum: 4 });
  });

  it('keeps at most its limit, the least recently used out first', async () => {
    const db = stampedDb();
    const cache = new ReadModelCache(['users'], 2);
    const keep = await cache.at(db as unknown as Pool);
    let reads = 0;
    const read = async () => ++reads;
    expect([await keep(['a'], read), await keep(['b'], read)]).toEqual([1, 2]);
    expect(await keep(['a'], read)).toBe(1);
    expect(await keep(['c'], read)).toBe(3);
    // b was the least recently used: gone; a and c kept.
    expect([await keep(['a'], read), await keep(['c'], read), await keep(['b'], read)]).toEqual([
      1, 3, 4,
    ]);
  });
});
