import {
  datesInRange,
  dayLabel,
  isLeaveLabel,
  isPendingLeaveLabel,
  labelAsOf,
  weekendName,
  type DayLabel,
  type IsoDate,
  type LeaveLabel,
  type PendingLeaveLabel,
} from '../calendar/index.js';
import type { LeaveType } from '../leaves/index.js';
import { emptyDayFacts, type CompanyCalendar, type FactDay } from './day-facts.js';

export interface DayRow {
  date: IsoDate;
  firstStandupAt: string | null;
  lastLogAt: string | null;
  hoursLogged: number;
  label: DayLabel;
  hoursAvailable: number;
}

const HOUR_MS = 3_600_000;

/**
 * A day as a row of the day-by-day reports: its facts, the day's own or the calendar's, and
 * its label as of today (labelAsOf: today is in progress).
 */
export function dayRow(
  date: IsoDate,
  day: FactDay | undefined,
  company: CompanyCalendar,
  today: IsoDate,
): DayRow {
  const facts = day?.facts ?? emptyDayFacts(date, company);
  return {
    date,
    firstStandupAt: day?.firstStandupAt?.toISOString() ?? null,
    lastLogAt: day?.lastLogAt?.toISOString() ?? null,
    hoursLogged: day?.hoursLogged ?? 0,
    label: labelAsOf(facts.label, date, today),
    hoursAvailable: facts.availableMs / HOUR_MS,
  };
}

/**
 * The per-day rows of one person (SPEC.md 2, per-day view), newest first: every day from
 * `from` to `last` that the facts list (every weekday, and a weekend worked on), each
 * labelled by its facts (DESIGN.md decision 5).
 */
export function dayRows({
  from,
  last,
  today,
  company,
  days,
}: {
  /** The first day listed: the report's `from`, or the day the person joined. */
  from: IsoDate;
  /** The last day listed: the report's `to`, today, or the day before the person left. */
  last: IsoDate;
  today: IsoDate;
  company: CompanyCalendar;
  days: readonly FactDay[];
}): DayRow[] {
  if (last < from) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  return datesInRange(from, last)
    .reverse()
    .flatMap((date) => {
      const day = byDate.get(date);
      const listed = day ? day.facts.listed : emptyDayFacts(date, company).listed;
      return listed ? [dayRow(date, day, company, today)] : [];
    });
}

/** The own standup page's word for a past working day without a standup. */
export const NOT_ADDED = 'Not Added';

/** What a day without a standup is on the own standup page: the day label, or Not Added. */
export type MissingStandupLabel = 'Holiday' | LeaveLabel | PendingLeaveLabel | typeof NOT_ADDED;

export interface StandupReportDay {
  date: IsoDate;
  /** null: the standup is there. */
  missing: MissingStandupLabel | null;
}

/**
 * The own standup report's days (SPEC.md 2), newest first: every day up to today with a
 * standup, and every weekday without one, which says what the day is by the one day label
 * (dayLabel: a holiday, a leave with its type), else Not Added, today included. `from` is the
 * report's first day, or the day the person joined (reportedFrom).
 */
export function standupReportDays({
  from,
  to,
  today,
  standupDates,
  holidays,
  leaveTypes,
  pendingLeaveTypes = new Map(),
}: {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  standupDates: ReadonlySet<IsoDate>;
  holidays: ReadonlySet<IsoDate>;
  /** The approved leave the person is on, by day. */
  leaveTypes: ReadonlyMap<IsoDate, LeaveType>;
  /** A leave still waiting for approval, by day: said instead of Not Added. */
  pendingLeaveTypes?: ReadonlyMap<IsoDate, LeaveType>;
}): StandupReportDay[] {
  const last = to < today ? to : today;
  if (last < from) return [];
  return datesInRange(from, last)
    .reverse()
    .flatMap((date): StandupReportDay[] => {
      if (standupDates.has(date)) return [{ date, missing: null }];
      // SPEC.md 2: a weekend without a standup is left out.
      if (weekendName(date) !== null) return [];
      const label = dayLabel({
        date,
        holidays,
        leaveType: leaveTypes.get(date) ?? null,
        pendingLeaveType: pendingLeaveTypes.get(date) ?? null,
      });
      return [
        {
          date,
          missing:
            label === 'Holiday' || isLeaveLabel(label) || isPendingLeaveLabel(label)
              ? label
              : NOT_ADDED,
        },
      ];
    });
}
