import {
  datesInRange,
  leaveLabel,
  type DayLabel,
  type IsoDate,
  type LeaveLabel,
} from '../../calendar/index.js';
import type { LeaveType } from '../../leaves/index.js';
import { emptyDayFacts, type CompanyCalendar } from '../day-facts.js';

/**
 * A day of the StandUp Report's range as the calendar has it: on a working day everyone
 * listed is a row (with their standup, or without one); on a weekend or a holiday only the
 * people who posted anyway.
 */
export interface StandupCalendarDay {
  date: IsoDate;
  working: boolean;
  /** Weekend (Saturday|Sunday) or Holiday on a day off; null on a working day. */
  dayOff: DayLabel | null;
}

/** The report's days from `from` to `last` (today at the latest), newest first. */
export function standupCalendar(
  from: IsoDate,
  last: IsoDate,
  company: CompanyCalendar,
): StandupCalendarDay[] {
  if (last < from) return [];
  return datesInRange(from, last)
    .reverse()
    .map((date) => {
      const { working, label } = emptyDayFacts(date, company);
      return { date, working, dayOff: working ? null : label };
    });
}

/** What the database counts of one day of the report: the listed people and their standups. */
export interface StandupDayCounts {
  date: IsoDate;
  /** The people the report lists that day (joined, not yet gone, in the filter). */
  listed: number;
  /** Those with a standup that day. */
  posted: number;
  /** Those on leave without a standup. */
  onLeave: number;
  /** Standups whose roadblocks answer names one (hasRoadblock). */
  roadblocks: number;
}

/** A day's heading of the StandUp Report (SPEC.md 2, amended by [16/24]). */
export interface StandupDaySummary {
  date: IsoDate;
  /** Weekend or Holiday on a day off: the heading says so instead of who is missing. */
  dayOff: DayLabel | null;
  posted: number;
  /** Who was expected to post: the listed people not on leave (or on leave but posting). */
  expected: number;
  missing: number;
  onLeave: number;
  roadblocks: number;
}

export function standupDaySummary(
  day: StandupCalendarDay,
  counts: StandupDayCounts,
): StandupDaySummary {
  const expected = day.working ? counts.listed - counts.onLeave : 0;
  return {
    date: day.date,
    dayOff: day.dayOff,
    posted: counts.posted,
    expected,
    missing: day.working ? Math.max(0, expected - counts.posted) : 0,
    onLeave: day.working ? counts.onLeave : 0,
    roadblocks: counts.roadblocks,
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The heading's words: "12 of 15 posted, 2 missing, 1 on leave, 3 roadblocks" on a working
 * day, "Weekend (Sunday): 2 posted" on a day off.
 */
export function standupDayHeading(summary: StandupDaySummary): string {
  if (summary.dayOff !== null) {
    return summary.posted === 0
      ? `${summary.dayOff}: no standups expected`
      : `${summary.dayOff}: ${summary.posted} posted`;
  }
  const parts = [
    `${summary.posted} of ${summary.expected} posted`,
    `${summary.missing} missing`,
    ...(summary.onLeave > 0 ? [`${summary.onLeave} on leave`] : []),
    count(summary.roadblocks, 'roadblock', 'roadblocks'),
  ];
  return parts.join(', ');
}

/** What a row without a standup says in place of its workspace: the leave, or not added. */
export const NOT_ADDED_LABEL = 'StandUp Not Added';
export const missingStandupLabel = (leaveType: LeaveType | null): LeaveLabel | string =>
  leaveType === null ? NOT_ADDED_LABEL : leaveLabel(leaveType);
