import { describe, expect, it } from 'vitest';
import { attendanceCalendar, attendanceFiguresOf, attendanceTotals } from './attendance.js';
import { factDays } from './test-support/fact-days.js';
import type { ReportedPerson } from './people.js';

const active: ReportedPerson = { status: 'active', joinedOn: null, leftOn: null };
const BERLIN = 'Europe/Berlin';

interface Input {
  from: string;
  to: string;
  today: string;
  timeZone: string;
  holidays: ReadonlySet<string>;
  person: ReportedPerson;
  leaveDates: ReadonlySet<string>;
  days: {
    date: string;
    firstStandupAt: string | null;
    lastLogAt: string | null;
    hoursLogged: number;
  }[];
}

/**
 * The figures of one person as the reports work them out: each day's facts (as the
 * projector stores them), their sums, then the figures over the range's calendar.
 */
function figuresOf({ person, leaveDates, days, timeZone, holidays, ...range }: Input) {
  const calendar = attendanceCalendar({ ...range, holidays });
  const facts = factDays(days, leaveDates, { holidays, timeZone });
  return attendanceFiguresOf(calendar, person, attendanceTotals(calendar, person, facts));
}

// Spring forward in Berlin on Sunday 2026-03-29: the week before is CET (UTC+1), the week
// after CEST (UTC+2). Range Wed 2026-03-25 .. Fri 2026-04-03, today Thu 2026-04-02, a
// holiday on Wed 2026-04-01 and a leave Thu 2026-03-26 .. Mon 2026-03-30.
// Working days up to today: Mar 25, 26, 27, 30, 31, Apr 2 = 6 (Apr 1 holiday, Apr 3 future).
const spring: Input = {
  from: '2026-03-25',
  to: '2026-04-03',
  today: '2026-04-02',
  timeZone: BERLIN,
  holidays: new Set(['2026-04-01']),
  person: active,
  leaveDates: new Set(['2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']),
  days: [
    // 09:20 CET, on time; last log 17:20 CET: 8 h on work.
    {
      date: '2026-03-25',
      firstStandupAt: '2026-03-25T08:20:00Z',
      lastLogAt: '2026-03-25T16:20:00Z',
      hoursLogged: 7.5,
    },
    // 09:20 CEST after the change (07:20Z), on time; 17:50 CEST: 8.5 h.
    {
      date: '2026-03-31',
      firstStandupAt: '2026-03-31T07:20:00Z',
      lastLogAt: '2026-03-31T15:50:00Z',
      hoursLogged: 8,
    },
    // 09:40 CEST (07:40Z): late, though 07:40 UTC or 08:40 CET would not be; 4 h on work.
    {
      date: '2026-04-02',
      firstStandupAt: '2026-04-02T07:40:00Z',
      lastLogAt: '2026-04-02T11:40:00Z',
      hoursLogged: 3.25,
    },
    // The holiday: 10:15 CEST is neither late nor a working day; its 2 h still count.
    {
      date: '2026-04-01',
      firstStandupAt: '2026-04-01T08:15:00Z',
      lastLogAt: '2026-04-01T10:15:00Z',
      hoursLogged: 2,
    },
    // Tomorrow: nothing after today counts.
    {
      date: '2026-04-03',
      firstStandupAt: '2026-04-03T09:00:00Z',
      lastLogAt: '2026-04-03T15:00:00Z',
      hoursLogged: 6,
    },
  ],
};

describe('attendanceFigures', () => {
  it('counts a range across the spring DST change, a holiday, a leave and tomorrow', () => {
    expect(figuresOf(spring)).toEqual({
      workingDays: 6,
      // Standups on Mar 25, Mar 31, Apr 2: absent Mar 26, 27, 30.
      absences: 3,
      // The leave's working days: Mar 26, 27, 30 (the weekend in it is not counted).
      leaveDays: 3,
      hoursAvailable: 48, // 8 x 6
      hoursLogged: 20.75, // 7.5 + 8 + 3.25 + 2
      hoursOnWork: 22.5, // 8 + 8.5 + 4 + 2
      noStandups: 3,
      lateArrivals: 1, // Apr 2
    });
  });

  it('reads 09:20 and 09:40 on the wall clock after the autumn change', () => {
    // Fall back on Sunday 2026-10-25: Monday 26 is CET, so 09:20 is 08:20Z and 09:40 08:40Z.
    const figures = figuresOf({
      from: '2026-10-23',
      to: '2026-10-27',
      today: '2026-10-27',
      timeZone: BERLIN,
      holidays: new Set(),
      person: active,
      leaveDates: new Set(),
      days: [
        // Friday 09:40 CEST (07:40Z): late.
        {
          date: '2026-10-23',
          firstStandupAt: '2026-10-23T07:40:00Z',
          lastLogAt: null,
          hoursLogged: 0,
        },
        // Monday 09:20 CET (08:20Z): on time, though 10:20 if read as CEST.
        {
          date: '2026-10-26',
          firstStandupAt: '2026-10-26T08:20:00Z',
          lastLogAt: null,
          hoursLogged: 0,
        },
        // Tuesday 09:40 CET (08:40Z): late, though 08:40 if read as UTC.
        {
          date: '2026-10-27',
          firstStandupAt: '2026-10-27T08:40:00Z',
          lastLogAt: null,
          hoursLogged: 0,
        },
      ],
    });
    expect(figures).toMatchObject({ workingDays: 3, absences: 0, lateArrivals: 2, hoursOnWork: 0 });
  });

  it('leaves today out until its standup is in: today is in progress, never an absence', () => {
    const figures = figuresOf({
      ...spring,
      days: spring.days.filter((day) => day.date !== '2026-04-02'),
    });
    expect(figures).toMatchObject({
      workingDays: 5, // Mar 25, 26, 27, 30, 31
      absences: 3, // Mar 26, 27, 30: still not today
      hoursAvailable: 40,
      lateArrivals: 0,
    });
  });

  it('counts a new hire from the day they joined: the days before are no absences', () => {
    const figures = figuresOf({
      ...spring,
      // Joined Tuesday 2026-03-31: counted Mar 31 and Apr 2 (Apr 1 is the holiday).
      person: { status: 'active', joinedOn: '2026-03-31', leftOn: null },
    });
    expect(figures).toEqual({
      workingDays: 2,
      absences: 0,
      leaveDays: 0, // the leave of Mar 26-30 was before they joined
      hoursAvailable: 16,
      hoursLogged: 13.25, // 8 + 2 (the holiday) + 3.25
      hoursOnWork: 14.5, // 8.5 + 2 + 4
      noStandups: 0,
      lateArrivals: 1, // Apr 2
    });
  });

  it('counts someone who left up to the day before they left', () => {
    const figures = figuresOf({
      ...spring,
      // Gone from Tuesday 2026-03-31: counted Mar 25, 26, 27, 30.
      person: { status: 'left', joinedOn: null, leftOn: '2026-03-31' },
    });
    expect(figures).toEqual({
      workingDays: 4,
      absences: 3, // Mar 26, 27, 30
      leaveDays: 3,
      hoursAvailable: 32,
      hoursLogged: 7.5, // Mar 25 only
      hoursOnWork: 8,
      noStandups: 3,
      lateArrivals: 0,
    });
  });

  it('gives nothing for someone who left before the range', () => {
    const figures = figuresOf({
      ...spring,
      person: { status: 'left', joinedOn: null, leftOn: '2026-03-25' },
    });
    expect(Object.values(figures)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives nothing for a range that is wholly in the future', () => {
    const figures = figuresOf({ ...spring, from: '2026-04-03', to: '2026-04-03' });
    expect(figures.workingDays).toBe(0);
    expect(figures.hoursLogged).toBe(0);
  });

  it('rounds sums of decimal hours to two decimals', () => {
    const figures = figuresOf({
      ...spring,
      days: [
        { date: '2026-03-25', firstStandupAt: null, lastLogAt: null, hoursLogged: 0.1 },
        { date: '2026-03-26', firstStandupAt: null, lastLogAt: null, hoursLogged: 0.2 },
      ],
    });
    expect(figures.hoursLogged).toBe(0.3); // 0.1 + 0.2 is 0.30000000000000004
  });
});
