import {
  detailTotals,
  workingDaysUpTo,
  type DayActivity,
  type IsoDate,
} from '../calendar/index.js';
import { reportedUntil, type ReportedPerson } from './people.js';

export interface AttendanceInput {
  from: IsoDate;
  to: IsoDate;
  /** The company-local date of "now": later days are never counted. */
  today: IsoDate;
  timeZone: string;
  holidays: ReadonlySet<IsoDate>;
  person: ReportedPerson;
  /** Dates on which the person is on leave. */
  leaveDates: ReadonlySet<IsoDate>;
  /** The person's days with a standup or an entry; at most one per date. */
  days: readonly DayActivity[];
}

/** One person's figures of the Monthly and Detail reports (DESIGN.md decisions 4 and 5). */
export interface AttendanceFigures {
  /** Working days in the range up to today (and up to the day before the person left). */
  workingDays: number;
  /** Working days without a standup. */
  absences: number;
  /** Working days the person is on leave; shown beside the absences, not taken off them. */
  leaveDays: number;
  /** 8 x working days. */
  hoursAvailable: number;
  hoursLogged: number;
  /** Sum over the days of (last log - first standup). */
  hoursOnWork: number;
  /** The same days as the absences: working days without a standup. */
  noStandups: number;
  /** Working days whose first standup was after 09:30 on the company's clock. */
  lateArrivals: number;
}

const NOTHING: AttendanceFigures = {
  workingDays: 0,
  absences: 0,
  leaveDays: 0,
  hoursAvailable: 0,
  hoursLogged: 0,
  hoursOnWork: 0,
  noStandups: 0,
  lateArrivals: 0,
};

// Sums of decimal hours carry binary noise (7.1 + 0.2); the reports show two decimals.
const hours = (value: number) => Math.round(value * 100) / 100;

/**
 * One person's attendance over a range. Someone who left counts up to the day before they
 * left; days after today count for nothing, so a range ending tomorrow misses no one.
 */
export function attendanceFigures({
  from,
  to,
  today,
  timeZone,
  holidays,
  person,
  leaveDates,
  days,
}: AttendanceInput): AttendanceFigures {
  const leftBy = reportedUntil(person, to);
  // Nothing is due, or done, after today; the range itself may end tomorrow (SPEC.md 9).
  const until = leftBy < today ? leftBy : today;
  if (until < from) return NOTHING;
  const totals = detailTotals({ from, to: until, today, timeZone, holidays, days });
  const leaveDays = workingDaysUpTo({ from, to: until, today, holidays }).filter((date) =>
    leaveDates.has(date),
  ).length;
  return {
    workingDays: totals.workingDays,
    absences: totals.noStandups,
    leaveDays,
    hoursAvailable: totals.hoursAvailable,
    hoursLogged: hours(totals.loggedHours),
    hoursOnWork: hours(totals.hoursOnWork),
    noStandups: totals.noStandups,
    lateArrivals: totals.lateArrivals,
  };
}
