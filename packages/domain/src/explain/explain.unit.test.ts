import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/index.js';
import { explainQuerySchema } from './contracts.js';
import { explainAttendance, explainDay, explainHours, factsAddUp, labelRule } from './explain.js';
import { factDaysOf, foldEvidence, recordedBy, type EvidenceEvent } from './evidence.js';

const ADA = '00000000-0000-4000-8000-00000000000a';
const UMA = '00000000-0000-4000-8000-00000000000b';
const SPACE = '00000000-0000-4000-8000-0000000000f1';
const DAY = '2026-12-01';

let position = 0n;
const recorded = (
  at: string,
  event: DomainEvent,
  stream: string,
  extra: Partial<EvidenceEvent> = {},
): EvidenceEvent => {
  position += 1n;
  return {
    id: `event-${position}`,
    stream,
    position,
    recordedAt: at,
    actorId: ADA,
    source: 'web',
    event,
    ...extra,
  };
};
const logged = (worklogId: string, hours: number, loggedAt: string | null): DomainEvent => ({
  type: 'HoursLogged',
  data: {
    worklogId,
    userId: ADA,
    workspaceId: SPACE,
    milestoneId: null,
    title: `Work ${worklogId}`,
    details: '',
    hours,
    date: DAY,
    loggedAt,
    ticket: null,
  },
});
const fields = (hours: number, date = DAY) => ({
  workspaceId: SPACE,
  milestoneId: null,
  title: 'Work w1',
  details: '',
  hours,
  date,
});

// Ada's 1 Dec (Berlin): a standup at 09:00, 4 h at 13:00, 3.5 h at 18:00; Uma corrects the
// first entry to 4.5 h on 3 Dec; the 3.5 h entry is deleted on 4 Dec; 1 Dec is marked a
// holiday on 5 Dec.
const events: EvidenceEvent[] = [
  recorded(
    '2026-12-01T08:00:00.000Z',
    {
      type: 'StandupAdded',
      data: {
        userId: ADA,
        date: DAY,
        workspaceId: null,
        reportedAt: '2026-12-01T08:00:00.000Z',
        yesterday: '',
        today: '',
        roadblocks: '',
      },
    },
    `standup-${ADA}-${DAY}`,
  ),
  recorded('2026-12-01T12:00:00.000Z', logged('w1', 4, '2026-12-01T12:00:00.000Z'), 'w'),
  recorded('2026-12-01T17:00:00.000Z', logged('w2', 3.5, '2026-12-01T17:00:00.000Z'), 'w'),
  recorded(
    '2026-12-03T10:00:00.000Z',
    {
      type: 'HoursCorrected',
      data: {
        worklogId: 'w1',
        userId: ADA,
        from: fields(4),
        to: fields(4.5),
        loggedAt: '2026-12-01T12:00:00.000Z',
        reason: 'Forgot the review',
        by: UMA,
      },
    },
    'w',
    { actorId: UMA },
  ),
  recorded(
    '2026-12-04T10:00:00.000Z',
    {
      type: 'HoursDeleted',
      data: { worklogId: 'w2', userId: ADA, from: fields(3.5), reason: 'Twice', by: UMA },
    },
    'w',
    { actorId: UMA },
  ),
  recorded(
    '2026-12-05T10:00:00.000Z',
    { type: 'HolidayAdded', data: { date: DAY, title: 'Company day' } },
    `holiday-${DAY}`,
    { actorId: UMA },
  ),
];

const fold = (asOf: string | null) =>
  foldEvidence({
    events: recordedBy(events, asOf),
    from: '2026-11-30',
    to: '2026-12-04',
    defaultTimeZone: 'Europe/Berlin',
  });
const context = (asOf: string | null) => ({
  user: { id: ADA, name: 'Ada' },
  evidence: fold(asOf),
  events,
  asOf,
  names: new Map([
    [ADA, 'Ada'],
    [UMA, 'Uma'],
  ]),
  today: '2026-12-10',
});

describe('the evidence of a day, folded from its events as the projection does', () => {
  it('holds the entries as corrected and deleted, and the calendar as marked', () => {
    const [day] = factDaysOf(fold(null), ADA);
    expect(day).toMatchObject({ date: DAY, hoursLogged: 4.5 });
    expect(day!.facts.label).toBe('Holiday');
    expect(day!.lastLogAt).toEqual(new Date('2026-12-01T12:00:00.000Z'));
  });

  it('as of an instant, holds only what had been recorded by then', () => {
    const [before] = factDaysOf(fold('2026-12-02T00:00:00.000Z'), ADA);
    expect(before).toMatchObject({ hoursLogged: 7.5 });
    expect(before!.facts.label).toBe('Short Leave');
    expect(before!.lastLogAt).toEqual(new Date('2026-12-01T17:00:00.000Z'));
    const [corrected] = factDaysOf(fold('2026-12-03T10:00:00.000Z'), ADA);
    expect(corrected!.hoursLogged).toBe(8);
  });
});

describe('explanations', () => {
  it("lists a day's entries with the events behind each, their sum the hours", () => {
    const explained = explainDay(context(null), 'totalHours', DAY);
    expect(explained.value).toBe(4.5);
    expect(explained.facts).toEqual([
      { label: 'Work w1', date: DAY, value: 4.5, eventIds: ['event-2', 'event-4'] },
    ]);
    expect(factsAddUp(explained)).toBe(true);
    expect(explained.events.map((event) => [event.type, event.by?.name, event.origin])).toEqual([
      ['HoursLogged', 'Ada', { kind: 'typed' }],
      ['HoursCorrected', 'Uma', { kind: 'corrected', reason: 'Forgot the review' }],
    ]);
  });

  it('as of an instant, gives the figure then and the events recorded since', () => {
    const explained = explainDay(context('2026-12-02T00:00:00.000Z'), 'totalHours', DAY);
    expect(explained.value).toBe(7.5);
    expect(explained.facts.map((fact) => fact.value)).toEqual([4, 3.5]);
    expect(explained.laterEvents.map((event) => [event.type, event.by?.name])).toEqual([
      ['HoursCorrected', 'Uma'],
      ['HoursDeleted', 'Uma'],
      ['HolidayAdded', 'Uma'],
    ]);
  });

  it('explains hours available as time on work less the break', () => {
    const explained = explainDay(context('2026-12-02T00:00:00.000Z'), 'hoursAvailable', DAY);
    expect(explained.value).toBe(8);
    expect(explained.facts.map((fact) => fact.value)).toEqual([9, -1]);
    expect(explained.facts[0]!.label).toBe(
      'From the first standup at 9:00 AM to the last entry made that day at 6:00 PM',
    );
    expect(factsAddUp(explained)).toBe(true);
  });

  it("says a label's rule, and what the holiday marked afterwards changed", () => {
    expect(labelRule('Absent')).toBe(
      'Absent: a working day with no hours logged and no approved leave.',
    );
    const before = explainDay(context('2026-12-02T00:00:00.000Z'), 'status', DAY);
    expect(before.value).toBe('Short Leave');
    const now = explainDay(context(null), 'status', DAY);
    expect(now.value).toBe('Holiday');
    expect(now.events.map((event) => event.type)).toContain('HolidayAdded');
  });

  it('explains attendance figures day by day and timesheet hours entry by entry', () => {
    const person = { status: 'active' as const, joinedOn: null, leftOn: null };
    const range = { from: '2026-11-30', to: '2026-12-04', person };
    const working = explainAttendance(context(null), 'monthly', 'workingDays', range);
    expect(working.value).toBe(4);
    expect(factsAddUp(working)).toBe(true);
    const absences = explainAttendance(context(null), 'monthly', 'absences', range);
    expect(absences.facts.map((fact) => fact.date)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    const logged = explainAttendance(context(null), 'detail', 'hoursLogged', range);
    expect([logged.value, factsAddUp(logged)]).toEqual([4.5, true]);
    const sheet = explainHours(context('2026-12-02T00:00:00.000Z'), 'timesheet', 'totalHours', {
      ...range,
      workspaceId: SPACE,
      milestoneId: null,
    });
    expect([sheet.value, sheet.facts.length]).toEqual([7.5, 2]);
  });

  it('asks for what identifies the figure', () => {
    const asked = explainQuerySchema.safeParse({
      report: 'login-hours',
      figure: 'absences',
      user: ADA,
    });
    expect(asked.success).toBe(false);
    expect(asked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['figure', 'This report has no such figure'],
      ['date', 'Choose the day (date) of the figure'],
    ]);
    expect(
      explainQuerySchema.parse({
        report: 'monthly',
        figure: 'absences',
        user: ADA,
        from: '2026-12-01',
        to: '2026-12-31',
        asOf: '2026-12-01T18:00:00+01:00',
      }).asOf,
    ).toBe('2026-12-01T17:00:00.000Z');
  });
});
