import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timesheetStream, type TimesheetEvent } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { timesheetsProjection } from './projection.js';
import { approvedDayHours, findTimesheetPeriod, timesheetPeriodsToDecide } from './queries.js';

const uma = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const lead = '1c8e7d2f-4a1b-4c8f-8b62-4d2e3f1d0b22';
const recorded = eventRecorder();
const on = (event: TimesheetEvent) =>
  recorded(event, timesheetStream(event.data.userId, event.data.period));
const w48 = { userId: uma, period: '2026-W48', from: '2026-11-23', to: '2026-11-29' };
const w49 = { userId: uma, period: '2026-W49', from: '2026-11-30', to: '2026-12-06' };
const days = [
  { date: '2026-11-23', hours: 8 },
  { date: '2026-11-24', hours: 6.5 },
];

const events = [
  on({
    type: 'TimesheetSubmitted',
    data: { ...w48, revision: 1, days, total: 14.5, on: '2026-11-30' },
  }),
  on({
    type: 'TimesheetApproved',
    data: { ...w48, revision: 1, days, total: 14.5, by: lead, on: '2026-12-02', note: 'Fine' },
  }),
  on({ type: 'TimesheetReopened', data: { ...w48, by: lead, on: '2026-12-03', reason: 'Typo' } }),
  on({
    type: 'TimesheetSubmitted',
    data: { ...w49, revision: 1, days: [], total: 0, on: '2026-12-07' },
  }),
];

describe('timesheets read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb();
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, timesheetsProjection, events);
    expect(twice).toEqual(once);
  });

  it('keeps each period’s state as the domain folds it, the approved revision through a reopen', async () => {
    const period = await findTimesheetPeriod(t.db, uma, '2026-W48');
    expect(period).toMatchObject({ from: '2026-11-23', to: '2026-11-29', status: 'reopened' });
    expect(period?.state.approved).toEqual({
      revision: 1,
      days,
      total: 14.5,
      by: lead,
      on: '2026-12-02',
    });
    expect(period?.state.reopened).toEqual({ reason: 'Typo', by: lead, on: '2026-12-03' });
    expect(await findTimesheetPeriod(t.db, uma, '2026-W50')).toBeNull();
  });

  it('lists the submitted periods to decide, and the approved hours per day', async () => {
    expect((await timesheetPeriodsToDecide(t.db)).map((row) => row.period)).toEqual(['2026-W49']);
    expect(await approvedDayHours(t.db, [uma], '2026-11-24', '2026-12-31')).toEqual(
      new Map([[uma, new Map([['2026-11-24', 6.5]])]]),
    );
  });
});
