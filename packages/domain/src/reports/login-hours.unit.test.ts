import { describe, expect, it } from 'vitest';
import {
  HOURS_FILTER_MESSAGE,
  HOURS_FILTER_MISSING_MESSAGE,
  HOURS_FILTER_OP_MESSAGE,
  loginHoursReportQuerySchema,
} from './login-hours/contract.js';
import {
  loginHoursRows,
  loginHoursTotals,
  matchesHoursFilter,
  type LoginHoursPerson,
} from './login-hours.js';
import { factDays, type ExampleDay } from './test-support/fact-days.js';

describe('matchesHoursFilter', () => {
  it("keeps 'less than N' below N and 'at least N' at N and above (DESIGN.md 5)", () => {
    expect(matchesHoursFilter(3.99, { op: 'less', hours: 4 })).toBe(true);
    expect(matchesHoursFilter(4, { op: 'less', hours: 4 })).toBe(false);
    expect(matchesHoursFilter(4, { op: 'atLeast', hours: 4 })).toBe(true);
    expect(matchesHoursFilter(3.99, { op: 'atLeast', hours: 4 })).toBe(false);
    expect(matchesHoursFilter(0, { op: 'less', hours: 0 })).toBe(false);
  });

  it('compares the total to the cent, not its binary noise', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary: still exactly 0.3 hours logged.
    expect(matchesHoursFilter(0.1 + 0.2, { op: 'atLeast', hours: 0.3 })).toBe(true);
    expect(matchesHoursFilter(0.1 + 0.2, { op: 'less', hours: 0.3 })).toBe(false);
  });

  it('keeps everything without a filter', () => {
    expect(matchesHoursFilter(0, null)).toBe(true);
  });
});

describe('loginHoursReportQuerySchema', () => {
  const issues = (query: Record<string, string>) =>
    loginHoursReportQuerySchema
      .safeParse(query)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes hoursOp with hours, up to 24 with two decimals', () => {
    expect(loginHoursReportQuerySchema.parse({ hoursOp: 'less', hours: '7.5' })).toEqual({
      hoursOp: 'less',
      hours: 7.5,
      page: 1,
    });
    expect(
      loginHoursReportQuerySchema.parse({ hoursOp: 'atLeast', hours: '24', page: '3' }),
    ).toEqual({ hoursOp: 'atLeast', hours: 24, page: 3 });
    // The first page unless another is asked for.
    expect(loginHoursReportQuerySchema.parse({})).toEqual({ page: 1 });
  });

  it.each(['', 'abc', '-1', '24.5', '25', '7.555', '1e1'])('refuses hours=%j', (hours) => {
    expect(issues({ hoursOp: 'less', hours })).toEqual([['hours', HOURS_FILTER_MESSAGE]]);
  });

  it('wants both or neither', () => {
    expect(issues({ hoursOp: 'less' })).toEqual([['hours', HOURS_FILTER_MISSING_MESSAGE]]);
    expect(issues({ hours: '4' })).toEqual([['hoursOp', HOURS_FILTER_OP_MESSAGE]]);
    expect(issues({ hoursOp: 'greater', hours: '4' })).toEqual([
      ['hoursOp', HOURS_FILTER_OP_MESSAGE],
    ]);
  });
});

// Today is Wednesday 2026-03-11; the range runs from Thursday 5th to today. Friday 6th is a
// holiday. Ana is active and on leave on Tuesday 10th; Ben left on the 10th, so he is listed
// up to Monday 9th.
const ana: LoginHoursPerson = {
  userId: 'a',
  name: 'Ana Silva',
  teamName: 'Platform',
  workspaces: [{ id: 'w1', name: 'Core' }],
  status: 'active',
  joinedOn: null,
  leftOn: null,
};
const ben: LoginHoursPerson = {
  userId: 'b',
  name: 'Ben Okafor',
  teamName: null,
  workspaces: [],
  status: 'left',
  joinedOn: null,
  leftOn: '2026-03-10',
};
const company = { holidays: new Set(['2026-03-06']), timeZone: 'UTC' };
const examples = new Map<string, ExampleDay[]>([
  [
    'a',
    [
      {
        date: '2026-03-05',
        firstStandupAt: '2026-03-05T09:00:00.000Z',
        lastLogAt: '2026-03-05T17:30:00.000Z',
        hoursLogged: 8,
      },
      {
        date: '2026-03-07',
        firstStandupAt: null,
        lastLogAt: '2026-03-07T11:00:00.000Z',
        hoursLogged: 2,
      },
      {
        date: '2026-03-09',
        firstStandupAt: '2026-03-09T09:45:00.000Z',
        lastLogAt: '2026-03-09T13:00:00.000Z',
        hoursLogged: 3.5,
      },
    ],
  ],
  [
    'b',
    [
      {
        date: '2026-03-09',
        firstStandupAt: '2026-03-09T09:00:00.000Z',
        lastLogAt: '2026-03-09T15:00:00.000Z',
        hoursLogged: 5,
      },
    ],
  ],
]);
const leaveDates = new Map([['a', new Set(['2026-03-10'])]]);
const input = {
  from: '2026-03-05',
  last: '2026-03-11',
  today: '2026-03-11',
  company,
  people: [ana, ben],
  days: new Map(
    [...examples].map(([userId, days]) => [
      userId,
      factDays(days, leaveDates.get(userId) ?? new Set(), company),
    ]),
  ),
  hours: null,
};

const brief = (rows: ReturnType<typeof loginHoursRows>) =>
  rows.map((row) => [row.date, row.name, row.totalHours, row.hoursAvailable, row.status]);

describe('loginHoursRows', () => {
  it('lists each day up to the last, newest first and by name; no Sunday without activity', () => {
    expect(brief(loginHoursRows(input))).toEqual([
      // Today is not over: in progress, not Absent.
      ['2026-03-11', 'Ana Silva', 0, 0, 'In progress'],
      ['2026-03-10', 'Ana Silva', 0, 0, 'On leave (Sick)'],
      // 09:45 to 13:00 is 3.25 hours, less the hour of break: 2.25.
      ['2026-03-09', 'Ana Silva', 3.5, 2.25, 'Short Day'],
      // 09:00 to 15:00 is 6 hours, less 1: 5; 5 hours logged is a Half Day.
      ['2026-03-09', 'Ben Okafor', 5, 5, 'Half Day'],
      // Saturday with hours stays, labelled as the weekend; no standup, so nothing available.
      ['2026-03-07', 'Ana Silva', 2, 0, 'Weekend (Saturday)'],
      ['2026-03-06', 'Ana Silva', 0, 0, 'Holiday'],
      ['2026-03-06', 'Ben Okafor', 0, 0, 'Holiday'],
      // 09:00 to 17:30 is 8.5 hours, less 1: 7.5.
      ['2026-03-05', 'Ana Silva', 8, 7.5, 'Full Day'],
      ['2026-03-05', 'Ben Okafor', 0, 0, 'Absent'],
    ]);
  });

  it('carries the person and the instants of the day', () => {
    expect(loginHoursRows(input)[2]).toEqual({
      userId: 'a',
      name: 'Ana Silva',
      teamName: 'Platform',
      workspaces: [{ id: 'w1', name: 'Core' }],
      date: '2026-03-09',
      totalHours: 3.5,
      firstStandupAt: '2026-03-09T09:45:00.000Z',
      lastLogAt: '2026-03-09T13:00:00.000Z',
      hoursAvailable: 2.25,
      status: 'Short Day',
    });
  });

  it("keeps only the days under 'less than 4', or at 'at least 5' and above", () => {
    expect(
      brief(loginHoursRows({ ...input, hours: { op: 'less', hours: 4 } })).map((row) =>
        row.slice(0, 2),
      ),
    ).toEqual([
      ['2026-03-11', 'Ana Silva'],
      ['2026-03-10', 'Ana Silva'],
      ['2026-03-09', 'Ana Silva'],
      ['2026-03-07', 'Ana Silva'],
      ['2026-03-06', 'Ana Silva'],
      ['2026-03-06', 'Ben Okafor'],
      ['2026-03-05', 'Ben Okafor'],
    ]);
    expect(brief(loginHoursRows({ ...input, hours: { op: 'atLeast', hours: 5 } }))).toEqual([
      ['2026-03-09', 'Ben Okafor', 5, 5, 'Half Day'],
      ['2026-03-05', 'Ana Silva', 8, 7.5, 'Full Day'],
    ]);
  });

  it('reads a past range ending on an empty working day as Absent', () => {
    const past = { ...input, today: '2026-03-12' };
    expect(brief(loginHoursRows(past))[0]).toEqual(['2026-03-11', 'Ana Silva', 0, 0, 'Absent']);
  });

  it('lists a new hire from the day they joined, never the days before', () => {
    const cara: LoginHoursPerson = {
      ...ana,
      userId: 'c',
      name: 'Cara Nunes',
      joinedOn: '2026-03-10',
    };
    const rows = loginHoursRows({ ...input, people: [cara] });
    expect(brief(rows)).toEqual([
      ['2026-03-11', 'Cara Nunes', 0, 0, 'In progress'],
      ['2026-03-10', 'Cara Nunes', 0, 0, 'Absent'],
    ]);
  });

  it('lists nobody for a range wholly after a person left', () => {
    const later = { ...input, from: '2026-03-10', last: '2026-03-11' };
    expect(brief(loginHoursRows(later)).map((row) => row.slice(0, 2))).toEqual([
      ['2026-03-11', 'Ana Silva'],
      ['2026-03-10', 'Ana Silva'],
    ]);
  });
});

describe('loginHoursTotals', () => {
  it('rounds the sums to the cent and orders them by name', () => {
    expect(
      loginHoursTotals([
        { userId: 'b', name: 'ben Okafor', totalHours: 0.1 + 0.2, hoursAvailable: 1 / 3 },
        { userId: 'a', name: 'Ana Silva', totalHours: 13.5, hoursAvailable: 9.75 },
      ]),
    ).toEqual([
      { userId: 'a', name: 'Ana Silva', totalHours: 13.5, hoursAvailable: 9.75 },
      { userId: 'b', name: 'ben Okafor', totalHours: 0.3, hoursAvailable: 0.33 },
    ]);
    expect(loginHoursTotals([])).toEqual([]);
  });
});
