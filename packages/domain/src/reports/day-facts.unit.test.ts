import { describe, expect, it } from 'vitest';
import { dayFacts, emptyDay, emptyDayFacts, type DayActivity } from './day-facts.js';

const BERLIN = { holidays: new Set(['2026-10-30']), timeZone: 'Europe/Berlin' };
const day = (date: string, activity: Partial<DayActivity> = {}): DayActivity => ({
  ...emptyDay(date),
  ...activity,
});

describe('dayFacts', () => {
  describe('given a working day with a standup and entries', () => {
    // Wed 2026-10-28, Berlin is UTC+1: 09:30:00 local is 08:30:00Z.
    const worked = day('2026-10-28', {
      firstStandupAt: new Date('2026-10-28T08:30:00.000Z'),
      lastLogAt: new Date('2026-10-28T17:00:00.000Z'),
      hoursLogged: 7.5,
      logCount: 2,
    });

    it('counts it as worked, on time at 09:30:00 sharp, with its hours on work and available', () => {
      expect(dayFacts(worked, BERLIN)).toEqual({
        working: true,
        listed: true,
        late: false,
        standupOnWorkingDay: true,
        leaveOnWorkingDay: false,
        onWorkMs: 8.5 * 3_600_000,
        availableMs: 7.5 * 3_600_000,
        label: 'Short Leave',
      });
    });

    it('calls a standup one second after 09:30 local late', () => {
      const late = { ...worked, firstStandupAt: new Date('2026-10-28T08:30:01.000Z') };
      expect(dayFacts(late, BERLIN).late).toBe(true);
    });

    it('reads 09:30 on the clock of the day, across the end of summer time', () => {
      // Fri 2026-10-23 is still summer time (UTC+2): 09:30 local is 07:30Z.
      const summer = day('2026-10-23', { firstStandupAt: new Date('2026-10-23T07:45:00.000Z') });
      expect(dayFacts(summer, BERLIN).late).toBe(true);
      expect(dayFacts(summer, { ...BERLIN, timeZone: 'UTC' }).late).toBe(false);
    });

    it('gives no available hours for less than the break hour, and none without both ends', () => {
      const short = {
        ...worked,
        lastLogAt: new Date('2026-10-28T09:00:00.000Z'),
      };
      expect(dayFacts(short, BERLIN)).toMatchObject({ onWorkMs: 1_800_000, availableMs: 0 });
      expect(dayFacts({ ...worked, lastLogAt: null }, BERLIN)).toMatchObject({
        onWorkMs: 0,
        availableMs: 0,
      });
    });
  });

  describe('given a day without a row', () => {
    it('lists a weekday as an absence', () => {
      expect(emptyDayFacts('2026-10-28', BERLIN)).toMatchObject({
        working: true,
        listed: true,
        standupOnWorkingDay: false,
        label: 'Absent',
      });
    });

    it('lists a holiday, which is no working day', () => {
      expect(emptyDayFacts('2026-10-30', BERLIN)).toMatchObject({
        working: false,
        listed: true,
        label: 'Holiday',
      });
    });

    it('leaves out a weekend', () => {
      expect(emptyDayFacts('2026-10-31', BERLIN)).toMatchObject({
        working: false,
        listed: false,
        label: 'Weekend (Saturday)',
      });
    });
  });

  describe('given a weekend or holiday worked on', () => {
    const sunday = day('2026-11-01', {
      firstStandupAt: new Date('2026-11-01T12:00:00.000Z'),
      hoursLogged: 3,
      logCount: 1,
    });

    it('lists it, never late and never an absence saved', () => {
      expect(dayFacts(sunday, BERLIN)).toMatchObject({
        working: false,
        listed: true,
        late: false,
        standupOnWorkingDay: false,
        label: 'Weekend (Sunday)',
      });
    });

    it('lists a day whose only entries were made later', () => {
      expect(dayFacts(day('2026-10-31', { hoursLogged: 2, logCount: 1 }), BERLIN).listed).toBe(
        true,
      );
    });
  });

  describe('given a leave', () => {
    it('labels a working day on leave as such, hours logged or not', () => {
      const sick = day('2026-10-28', { leaveType: 'Sick', hoursLogged: 4, logCount: 1 });
      expect(dayFacts(sick, BERLIN)).toMatchObject({
        working: true,
        leaveOnWorkingDay: true,
        label: 'On leave (Sick)',
      });
    });

    it('charges no working day for a leave over a weekend or a holiday', () => {
      expect(dayFacts(day('2026-10-31', { leaveType: 'Annual' }), BERLIN)).toMatchObject({
        leaveOnWorkingDay: false,
        listed: false,
      });
      expect(dayFacts(day('2026-10-30', { leaveType: 'Annual' }), BERLIN).leaveOnWorkingDay).toBe(
        false,
      );
    });
  });
});
