import { describe, expect, it } from 'vitest';
import {
  dailyReminderPattern,
  dailyReminderSchedulerId,
  dueForReminder,
  leadDigests,
  missesRule,
  type DailyRunDay,
  type DueQuery,
} from './daily.js';

const uma = { id: 'uma', leadIds: ['liam'] };
const bo = { id: 'bo', leadIds: ['liam', 'ada'] };
const pia = { id: 'pia', leadIds: [] };

// Monday 2026-03-09; Saturday 2026-03-14.
const given = (overrides: Partial<DueQuery> = {}): DueQuery => ({
  subject: 'standupMissing',
  date: '2026-03-09',
  holidays: new Set(),
  people: [uma, bo, pia],
  onLeave: new Set(),
  days: new Map(),
  minimumHours: 8,
  ...overrides,
});
const ids = (query: DueQuery) => dueForReminder(query).map((person) => person.id);

describe('missesRule', () => {
  const day = (hasStandup: boolean, hoursLogged: number): DailyRunDay => ({
    hasStandup,
    hoursLogged,
  });

  it.each([
    ['standupMissing', day(false, 5), true],
    ['standupMissing', day(true, 0), false],
    ['hoursLog', day(true, 0), true],
    ['hoursLog', day(false, 0.25), false],
    ['lessHours', day(true, 7.75), true],
    ['lessHours', day(true, 8), false],
    // Nothing logged is the hours log reminder's: one empty day, one email.
    ['lessHours', day(true, 0), false],
  ] as const)('%s for %j: %s', (subject, theDay, missed) => {
    expect(missesRule(subject, theDay, 8)).toBe(missed);
  });
});

describe('dueForReminder', () => {
  it('given nobody has a standup on a Monday, when the cut-off comes, then everyone is due', () => {
    expect(ids(given())).toEqual(['uma', 'bo', 'pia']);
  });

  it('given one standup, then the others are due', () => {
    const days = new Map([['bo', { hasStandup: true, hoursLogged: 0 }]]);
    expect(ids(given({ days }))).toEqual(['uma', 'pia']);
  });

  it('given a Saturday or a Sunday, then nobody is due', () => {
    expect(ids(given({ date: '2026-03-14' }))).toEqual([]);
    expect(ids(given({ date: '2026-03-15' }))).toEqual([]);
  });

  it('given a company holiday, then nobody is due', () => {
    expect(ids(given({ holidays: new Set(['2026-03-09']) }))).toEqual([]);
  });

  it('given a person on leave that day, then they are not due', () => {
    expect(ids(given({ onLeave: new Set(['uma']) }))).toEqual(['bo', 'pia']);
  });

  it('given hours of the day, then the hours log and less hours rules pick their people', () => {
    const days = new Map([
      ['uma', { hasStandup: true, hoursLogged: 3 }],
      ['bo', { hasStandup: true, hoursLogged: 9 }],
    ]);
    expect(ids(given({ subject: 'hoursLog', days }))).toEqual(['pia']);
    expect(ids(given({ subject: 'lessHours', days }))).toEqual(['uma']);
    expect(ids(given({ subject: 'lessHours', days, minimumHours: 10 }))).toEqual(['uma', 'bo']);
  });
});

describe('leadDigests', () => {
  it('gives each lead the due people they lead, once each', () => {
    const digests = leadDigests([uma, bo, pia, { id: 'cy', leadIds: ['ada', 'ada'] }]);
    expect(Object.fromEntries(digests)).toEqual({ liam: ['uma', 'bo'], ada: ['bo', 'cy'] });
  });

  it('sends nobody a digest about themselves', () => {
    expect(leadDigests([{ id: 'liam', leadIds: ['liam'] }]).size).toBe(0);
  });
});

describe('the schedule', () => {
  it("runs every day at the rule's time, the minutes first (cron)", () => {
    expect(dailyReminderPattern({ time: '09:05' })).toBe('5 9 * * *');
    expect(dailyReminderPattern({ time: '18:30' })).toBe('30 18 * * *');
  });

  it('refuses what is not a time of day', () => {
    expect(() => dailyReminderPattern({ time: '9:5' })).toThrow("Not a time of day (HH:MM): '9:5'");
  });

  it('names one scheduler per subject, without the colon BullMQ refuses in ids', () => {
    expect(dailyReminderSchedulerId('hoursLog')).toBe('daily-reminder-hoursLog');
  });
});
