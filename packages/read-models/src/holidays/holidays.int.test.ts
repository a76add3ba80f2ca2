import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayStream, type HolidayEvent } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { holidaysProjection } from './projection.js';
import { allHolidays, holidayDates, listHolidays } from './queries.js';

const recorded = eventRecorder();
const on = (event: HolidayEvent) => recorded(event, holidayStream(event.data.date));

const events = [
  on({ type: 'HolidayAdded', data: { date: '2026-03-23', title: 'Pakistan Day' } }),
  on({ type: 'HolidayAdded', data: { date: '2026-05-01', title: 'Labour Day' } }),
  on({ type: 'HolidayAdded', data: { date: '2026-03-31', title: 'Eid' } }),
  on({ type: 'HolidayRemoved', data: { date: '2026-03-31' } }),
  on({ type: 'HolidayAdded', data: { date: '2026-04-01', title: 'Eid (moved)' } }),
  on({ type: 'HolidayAdded', data: { date: '2026-04-20', title: 'Gone again' } }),
  on({ type: 'HolidayRemoved', data: { date: '2026-04-20' } }),
  on({ type: 'HolidayAdded', data: { date: '2026-04-20', title: 'Back again' } }),
];

describe('holidays read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb();
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice (a removal stays removed)', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, holidaysProjection, events);
    expect(twice).toEqual(once);
  });

  it('lists the marked holidays, latest date first, in pages', async () => {
    const marked = [
      { date: '2026-05-01', title: 'Labour Day' },
      { date: '2026-04-20', title: 'Back again' },
      { date: '2026-04-01', title: 'Eid (moved)' },
      { date: '2026-03-23', title: 'Pakistan Day' },
    ];
    expect(await allHolidays(t.db)).toEqual(marked);
    expect(await listHolidays(t.db, { page: 1, pageSize: 3 })).toEqual({
      holidays: marked.slice(0, 3),
      total: 4,
    });
    expect(await listHolidays(t.db, { page: 2, pageSize: 3 })).toEqual({
      holidays: marked.slice(3),
      total: 4,
    });
  });

  it('gives the holiday dates of a range, both ends included', async () => {
    expect(await holidayDates(t.db, '2026-03-23', '2026-04-20')).toEqual(
      new Set(['2026-03-23', '2026-04-01', '2026-04-20']),
    );
    expect(await holidayDates(t.db, '2026-03-24', '2026-03-31')).toEqual(new Set());
  });
});
