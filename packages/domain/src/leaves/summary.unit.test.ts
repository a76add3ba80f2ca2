import { describe, expect, it } from 'vitest';
import { leaveDayName, leaveSummary, leaveWorkingDays } from './summary.js';

const none = new Set<string>();

describe('leaveDayName', () => {
  it('names the weekday, the day and the month, and the year when asked', () => {
    expect(leaveDayName('2026-11-27')).toBe('Fri 27 Nov');
    expect(leaveDayName('2026-11-29')).toBe('Sun 29 Nov');
    expect(leaveDayName('2027-01-04', true)).toBe('Mon 4 Jan 2027');
  });
});

describe('leaveWorkingDays', () => {
  it('charges weekdays only, and no company holiday', () => {
    // Thu 26 Nov to Tue 1 Dec: Sat 28 and Sun 29 are the weekend, Mon 30 a holiday.
    expect(
      leaveWorkingDays({ from: '2026-11-26', to: '2026-12-01', holidays: new Set(['2026-11-30']) }),
    ).toBe(3);
    expect(leaveWorkingDays({ from: '2026-11-28', to: '2026-11-29', holidays: none })).toBe(0);
  });
});

describe('leaveSummary', () => {
  describe('given a person who has not worked on the leave days', () => {
    it('sums up a one-day leave', () => {
      expect(
        leaveSummary({
          leaveType: 'Casual',
          from: '2026-11-27',
          to: '2026-11-27',
          holidays: none,
          worked: [],
        }),
      ).toEqual({ text: 'Casual leave, Fri 27 Nov, 1 working day', workingDays: 1, warnings: [] });
    });

    it('counts neither the weekend nor a holiday inside the leave', () => {
      expect(
        leaveSummary({
          leaveType: 'Annual',
          from: '2026-11-26',
          to: '2026-12-01',
          holidays: new Set(['2026-11-30']),
          worked: [],
        }).text,
      ).toBe('Annual leave, Thu 26 Nov to Tue 1 Dec, 3 working days');
    });

    it('says when a leave charges nothing', () => {
      expect(
        leaveSummary({
          leaveType: 'Sick',
          from: '2026-11-28',
          to: '2026-11-29',
          holidays: none,
          worked: [],
        }),
      ).toEqual({
        text: 'Sick leave, Sat 28 Nov to Sun 29 Nov, 0 working days',
        workingDays: 0,
        warnings: [],
      });
    });

    it('names the years of a leave that runs into the next one', () => {
      // Thu 31 Dec, Fri 1 Jan (holiday), the weekend, Mon 4 Jan: 2 working days.
      expect(
        leaveSummary({
          leaveType: 'Annual',
          from: '2026-12-31',
          to: '2027-01-04',
          holidays: new Set(['2027-01-01']),
          worked: [],
        }).text,
      ).toBe('Annual leave, Thu 31 Dec 2026 to Mon 4 Jan 2027, 2 working days');
    });
  });

  describe('given a person who worked on some of the days', () => {
    const worked = [
      { date: '2026-11-27', hoursLogged: 14.5, standup: true },
      { date: '2026-11-25', hoursLogged: 3, standup: false },
      { date: '2026-11-28', hoursLogged: 1, standup: false },
      { date: '2026-11-26', hoursLogged: 0, standup: true },
      { date: '2026-11-24', hoursLogged: 0, standup: false },
    ];

    it('warns of each day of the leave with hours or a standup, oldest first', () => {
      expect(
        leaveSummary({
          leaveType: 'Casual',
          from: '2026-11-26',
          to: '2026-11-28',
          holidays: none,
          worked,
        }),
      ).toEqual({
        text: 'Casual leave, Thu 26 Nov to Sat 28 Nov, 2 working days',
        workingDays: 2,
        warnings: [
          'Thu 26 Nov has a standup.',
          'Fri 27 Nov has 14.5 hours logged and a standup.',
          'Sat 28 Nov has 1 hour logged.',
        ],
      });
    });

    it('says nothing of worked days outside the leave, nor of a day with nothing on it', () => {
      expect(
        leaveSummary({
          leaveType: 'Sick',
          from: '2026-11-23',
          to: '2026-11-24',
          holidays: none,
          worked,
        }).warnings,
      ).toEqual([]);
    });
  });
});
