import { hoursOnWork, isLateArrival } from './attendance.js';
import { datesInRange } from './date-range.js';
import { FULL_DAY_HOURS, assertHours } from './day-status.js';
import type { IsoDate } from './iso-date.js';
import type { Instant } from './zone.js';
import { assertTimeZone } from './zone.js';
import { absences, isWorkingDay } from './working-days.js';

/** DESIGN.md 6.5: what one user did on one company-local day. */
export interface DayActivity {
  date: IsoDate;
  firstStandupAt?: Instant | null | undefined;
  lastLogAt?: Instant | null | undefined;
  /** Total hours logged that day. */
  hoursLogged: number;
}

export interface DetailTotalsInput {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  timeZone: string;
  holidays: ReadonlySet<IsoDate>;
  /** At most one entry per date; days without any activity may be left out. */
  days: readonly DayActivity[];
}

export interface DetailTotals {
  /** Working days in the range that are not after today. */
  workingDays: number;
  /** FULL_DAY_HOURS x workingDays. */
  hoursAvailable: number;
  loggedHours: number;
  /** Sum over days of (lastLogAt - firstStandupAt). */
  hoursOnWork: number;
  /** Working days up to today without a standup. */
  noStandups: number;
  /** Working days whose first standup was after LATE_ARRIVAL_CUTOFF. */
  lateArrivals: number;
}

/**
 * One user's row of the Detail report. Hours available and no-standups count only working days
 * not after today, like absences, so a range that reaches into the future does not make the
 * user look behind. Activity on weekends and holidays still adds to the hours, but such a day
 * can be neither missed nor late.
 */
export function detailTotals({
  from,
  to,
  today,
  timeZone,
  holidays,
  days,
}: DetailTotalsInput): DetailTotals {
  assertTimeZone(timeZone);
  const inRange = new Set(datesInRange(from, to));
  // The caller may fetch by instants padded around the range; only the range's days count.
  const counted = days.filter((day) => inRange.has(day.date));
  const seen = new Set<IsoDate>();
  for (const day of counted) {
    if (seen.has(day.date)) {
      throw new Error(`detailTotals: two activities for ${day.date}; merge them per day first`);
    }
    seen.add(day.date);
    assertHours(day.hoursLogged);
  }

  const standupDates = new Set(
    counted.filter((day) => day.firstStandupAt != null).map((day) => day.date),
  );
  const { workingDays, count: noStandups } = absences({
    from,
    to,
    today,
    holidays,
    standupDates,
  });

  let loggedHours = 0;
  let onWork = 0;
  let lateArrivals = 0;
  for (const day of counted) {
    loggedHours += day.hoursLogged;
    onWork += hoursOnWork(day.firstStandupAt, day.lastLogAt);
    if (
      day.firstStandupAt != null &&
      isWorkingDay(day.date, holidays) &&
      isLateArrival(day.firstStandupAt, timeZone)
    ) {
      lateArrivals += 1;
    }
  }

  return {
    workingDays,
    hoursAvailable: FULL_DAY_HOURS * workingDays,
    loggedHours,
    hoursOnWork: onWork,
    noStandups,
    lateArrivals,
  };
}
