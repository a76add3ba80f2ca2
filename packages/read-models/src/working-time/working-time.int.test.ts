import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingTimeStream, type WorkingTimeEvent } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { workingTimeProjection } from './projection.js';
import { adjustmentsOf, contractsOf } from './queries.js';

const uma = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const recorded = eventRecorder();
const on = (event: WorkingTimeEvent) => recorded(event, workingTimeStream(event.data.userId));
const set = (effectiveFrom: string, weekHours: number[], reason: string) =>
  on({ type: 'WorkingTimeSet', data: { userId: uma, effectiveFrom, weekHours, reason } });

const events = [
  set('2026-03-16', [8, 8, 8, 8, 4, 0, 0], 'Short Fridays'),
  set('2026-05-01', [6, 6, 6, 6, 6, 0, 0], 'Part time'),
  // The same first day again: the later contract replaces the earlier.
  set('2026-05-01', [6.5, 6.5, 6.5, 6.5, 6, 0, 0], 'Part time, corrected'),
  on({
    type: 'OvertimeAdjusted',
    data: { userId: uma, adjustmentId: 'a1', date: '2026-03-31', hours: -10, reason: 'Paid out' },
  }),
  on({
    type: 'OvertimeAdjusted',
    data: { userId: uma, adjustmentId: 'a2', date: '2026-06-30', hours: 2.5, reason: 'Owed' },
  }),
];

describe('working_time read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb();
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, workingTimeProjection, events);
    expect(twice).toEqual(once);
  });

  it('gives each person’s contracts by first day, and their adjustments up to a day', async () => {
    expect(await contractsOf(t.db, [uma])).toEqual(
      new Map([
        [
          uma,
          [
            { effectiveFrom: '2026-03-16', weekHours: [8, 8, 8, 8, 4, 0, 0] },
            { effectiveFrom: '2026-05-01', weekHours: [6.5, 6.5, 6.5, 6.5, 6, 0, 0] },
          ],
        ],
      ]),
    );
    expect(await adjustmentsOf(t.db, [uma], '2026-04-30')).toEqual(
      new Map([[uma, [{ date: '2026-03-31', hours: -10, reason: 'Paid out' }]]]),
    );
  });
});
