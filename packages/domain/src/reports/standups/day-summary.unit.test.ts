import { describe, expect, it } from 'vitest';
import {
  missingStandupLabel,
  standupCalendar,
  standupDayHeading,
  standupDaySummary,
} from './day-summary.js';

// Fri 2026-11-27, Sat 28, Sun 29, Mon 30 (a holiday), Tue Dec 1.
const company = { holidays: new Set(['2026-11-30']), timeZone: 'Europe/Berlin' };

describe('standupCalendar', () => {
  it('marks the days off with their label, newest first', () => {
    expect(standupCalendar('2026-11-27', '2026-12-01', company)).toEqual([
      { date: '2026-12-01', working: true, dayOff: null },
      { date: '2026-11-30', working: false, dayOff: 'Holiday' },
      { date: '2026-11-29', working: false, dayOff: 'Weekend (Sunday)' },
      { date: '2026-11-28', working: false, dayOff: 'Weekend (Saturday)' },
      { date: '2026-11-27', working: true, dayOff: null },
    ]);
  });
});

describe('standupDaySummary and its heading', () => {
  const friday = { date: '2026-11-27', working: true, dayOff: null };
  it('counts who posted of those expected, the missing, the leave and the roadblocks', () => {
    // 15 listed, 1 on leave: 14 expected; 12 posted, so 2 missing.
    const summary = standupDaySummary(friday, {
      date: '2026-11-27',
      listed: 15,
      posted: 12,
      onLeave: 1,
      roadblocks: 3,
    });
    expect(summary).toEqual({
      date: '2026-11-27',
      dayOff: null,
      posted: 12,
      expected: 14,
      missing: 2,
      onLeave: 1,
      roadblocks: 3,
    });
    expect(standupDayHeading(summary)).toBe('12 of 14 posted, 2 missing, 1 on leave, 3 roadblocks');
  });

  it('says nobody is missing when everyone posted, and one roadblock in the singular', () => {
    const summary = standupDaySummary(friday, {
      date: '2026-11-27',
      listed: 4,
      posted: 4,
      onLeave: 0,
      roadblocks: 1,
    });
    expect(standupDayHeading(summary)).toBe('4 of 4 posted, 0 missing, 1 roadblock');
  });

  it('names a weekend or a holiday instead of anyone missing', () => {
    const sunday = { date: '2026-11-29', working: false, dayOff: 'Weekend (Sunday)' as const };
    const counts = { date: '2026-11-29', listed: 15, posted: 0, onLeave: 0, roadblocks: 0 };
    expect(standupDayHeading(standupDaySummary(sunday, counts))).toBe(
      'Weekend (Sunday): no standups expected',
    );
    expect(
      standupDayHeading(standupDaySummary(sunday, { ...counts, posted: 2, roadblocks: 1 })),
    ).toBe('Weekend (Sunday): 2 posted');
    expect(standupDaySummary(sunday, counts)).toMatchObject({ expected: 0, missing: 0 });
  });
});

describe('missingStandupLabel', () => {
  it('names the leave, or says the standup was not added', () => {
    expect(missingStandupLabel('Sick')).toBe('On leave (Sick)');
    expect(missingStandupLabel(null)).toBe('StandUp Not Added');
  });
});
