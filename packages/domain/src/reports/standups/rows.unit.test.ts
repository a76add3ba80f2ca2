import { describe, expect, it } from 'vitest';
import { standupCalendar } from './day-summary.js';
import { standupReportRows, type PostedStandup, type StandupReportPerson } from './rows.js';

// Thu 2026-11-26, Fri 27, Sat 28. Ana joins on Friday; Ben is gone from Saturday; Cy is
// on sick leave on Thursday and posts on Saturday anyway.
const calendar = standupCalendar('2026-11-26', '2026-11-28', {
  holidays: new Set(),
  timeZone: 'UTC',
});
const ana: StandupReportPerson = {
  userId: 'a',
  status: 'active',
  joinedOn: '2026-11-27',
  leftOn: null,
};
const ben: StandupReportPerson = {
  userId: 'b',
  status: 'left',
  joinedOn: null,
  leftOn: '2026-11-28',
};
const cy: StandupReportPerson = { userId: 'c', status: 'active', joinedOn: null, leftOn: null };
const standups = new Map<string, Map<string, PostedStandup>>([
  ['a', new Map([['2026-11-27', { reportedAt: '2026-11-27T09:20:00.000Z', workspaceId: 'w1' }]])],
  ['b', new Map([['2026-11-27', { reportedAt: '2026-11-27T09:05:00.000Z', workspaceId: null }]])],
  ['c', new Map([['2026-11-28', { reportedAt: '2026-11-28T10:00:00.000Z', workspaceId: 'w1' }]])],
]);
const leaves = new Map([['c', new Map([['2026-11-26', 'Sick' as const]])]]);
const brief = (rows: ReturnType<typeof standupReportRows>) =>
  rows.map((row) => [
    row.date,
    row.userId,
    row.reportedAt === null ? null : 'posted',
    row.leaveType,
  ]);

describe('standupReportRows', () => {
  it('lists each day newest first: standups earliest first, then who has none on a working day', () => {
    const rows = standupReportRows({
      calendar,
      people: [ana, ben, cy],
      standups,
      leaves,
      workspaceIds: null,
      notAdded: true,
    });
    expect(brief(rows)).toEqual([
      // Saturday: only who posted; Ben is gone.
      ['2026-11-28', 'c', 'posted', null],
      // Friday: Ben 09:05 before Ana 09:20, then Cy without one.
      ['2026-11-27', 'b', 'posted', null],
      ['2026-11-27', 'a', 'posted', null],
      ['2026-11-27', 'c', null, null],
      // Thursday: Ana has not joined; Ben has no standup; Cy is on leave.
      ['2026-11-26', 'b', null, null],
      ['2026-11-26', 'c', null, 'Sick'],
    ]);
  });

  it("keeps the standups of the chosen workspaces, and 'not added' only when asked", () => {
    const rows = standupReportRows({
      calendar,
      people: [ana, ben, cy],
      standups,
      leaves,
      workspaceIds: ['w1'],
      notAdded: false,
    });
    expect(brief(rows)).toEqual([
      ['2026-11-28', 'c', 'posted', null],
      ['2026-11-27', 'a', 'posted', null],
    ]);
  });
});
