import { describe, expect, it } from 'vitest';
import { addToDay, emptyDay } from './day-facts.js';
import { withEntries } from './day-entries.js';

const date = '2026-03-10';
const standupAt = new Date('2026-03-10T04:00:00.000Z');
const logged = (hours: number, loggedAt: string | null) => ({
  type: 'HoursLogged' as const,
  data: {
    worklogId: `w-${hours}`,
    userId: 'u',
    workspaceId: 'ws',
    milestoneId: null,
    title: 't',
    details: 'd',
    hours,
    date,
    loggedAt,
    ticket: null,
  },
});

describe('a day worked out again from the entries it holds', () => {
  const day = { ...emptyDay(date), firstStandupAt: standupAt, leaveType: null };

  it('given the entries a day keeps, then the same figures as adding them one by one', () => {
    const events = [logged(0.1, '2026-03-10T10:00:00.000Z'), logged(0.2, null)];
    const added = events.reduce(addToDay, day);
    expect(
      withEntries(day, [
        { hours: 0.1, loggedAt: new Date('2026-03-10T10:00:00.000Z') },
        { hours: 0.2, loggedAt: null },
      ]),
    ).toEqual(added);
    expect(added.hoursLogged).toBe(0.3);
  });

  it('given the last entry deleted, then the day ends at the entry before it', () => {
    // 12 h at 13:00 and 3 h at 18:00 UTC; the 18:00 one is deleted.
    const after = withEntries(day, [{ hours: 12, loggedAt: new Date('2026-03-10T13:00:00.000Z') }]);
    expect(after).toEqual({
      ...day,
      hoursLogged: 12,
      logCount: 1,
      lastLogAt: new Date('2026-03-10T13:00:00.000Z'),
    });
  });

  it('given every entry gone, then no hours and no end of work; the standup stays', () => {
    expect(withEntries(day, [])).toEqual({
      ...day,
      hoursLogged: 0,
      logCount: 0,
      lastLogAt: null,
    });
  });
});
