import {
  FULL_DAY_HOURS,
  lateArrivalFrom,
  workingDaysUpTo,
  type IsoDate,
} from '../calendar/index.js';
import { reportedUntil, type ReportedPerson } from './people.js';

/**
 * The days of a report's range that are the same for everyone, worked out once per report:
 * a report of 500 people would otherwise redo the calendar (and the time-zone arithmetic of
 * every late arrival) 500 times.
 */
export interface AttendanceCalendar {
  from: IsoDate;
  to: IsoDate;
  /** The company-local date of "now": later days are never counted. */
  today: IsoDate;
  /** Working days of the range up to today, oldest first. */
  workingDays: readonly IsoDate[];
  /** Per working day, in ms, the first instant that makes a first standup late. */
  lateFrom: ReadonlyMap<IsoDate, number>;
}

// A day's late-arrival instant never changes, and working it out (a zoned wall-clock time)
// is most of a page's calendar work: every report asking for the same days shares it.
const lateFromByDay = new Map<string, number>();
const lateFromOf = (date: IsoDate, timeZone: string): number => {
  const key = `${timeZone} ${date}`;
  const known = lateFromByDay.get(key);
  if (known !== undefined) return known;
  const instant = lateArrivalFrom(date, timeZone).getTime();
  lateFromByDay.set(key, instant);
  return instant;
};

export function attendanceCalendar({
  from,
  to,
  today,
  timeZone,
  holidays,
}: {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  timeZone: string;
  holidays: ReadonlySet<IsoDate>;
}): AttendanceCalendar {
  const workingDays = workingDaysUpTo({ from, to, today, holidays });
  const lateFrom = new Map(workingDays.map((date) => [date, lateFromOf(date, timeZone)]));
  return { from, to, today, workingDays, lateFrom };
}

/** One person's company-local day with a standup or an entry (DESIGN.md decision 5). */
export interface AttendanceDay {
  date: IsoDate;
  firstStandupAt: Date | null;
  /** The last entry made that day; null when every entry was made later. */
  lastLogAt: Date | null;
  hoursLogged: number;
}

export interface PersonAttendance {
  person: ReportedPerson;
  /** Dates on which the person is on leave. */
  leaveDates: ReadonlySet<IsoDate>;
  /** At most one per date; days outside the range are ignored. */
  days: readonly AttendanceDay[];
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

/**
 * What one person's days add up to over a calendar: everything of their figures that the
 * days decide. The read models work these out in SQL for a page of people (attendancePage);
 * attendanceTotals is the rule they mirror.
 */
export interface AttendanceTotals {
  /** Working days counted for the person that have a standup. */
  standupWorkingDays: number;
  /** Working days counted for the person that they are on leave. */
  leaveWorkingDays: number;
  /** Working days whose first standup was at or after the day's late-arrival instant. */
  lateArrivals: number;
  hoursLogged: number;
  /** Sum over the days with a standup and a last entry of max(0, last entry - standup). */
  onWorkMs: number;
}

/** The last day counted for a person: the day before they left, and never after today. */
export function attendanceUntil(calendar: AttendanceCalendar, person: ReportedPerson): IsoDate {
  const leftBy = reportedUntil(person, calendar.to);
  return leftBy < calendar.today ? leftBy : calendar.today;
}

const HOUR_MS = 3_600_000;

// Sums of decimal hours carry binary noise (7.1 + 0.2); the reports show two decimals.
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * One person's totals over the calendar's range. Someone who left counts up to the day
 * before they left; nothing after today counts, so a range ending tomorrow misses no one.
 * Hours logged on a weekend or holiday add to the hours; a standup on such a day is neither
 * late nor an absence saved. A day adds hours on work only with both a standup and a last
 * entry, as much as the time between them (the real elapsed time, across a DST switch too).
 */
export function attendanceTotals(
  calendar: AttendanceCalendar,
  { person, leaveDates, days }: PersonAttendance,
): AttendanceTotals {
  const until = attendanceUntil(calendar, person);
  // 'YYYY-MM-DD' strings order as the dates they name.
  const counted = days.filter((day) => day.date >= calendar.from && day.date <= until);
  let hoursLogged = 0;
  let onWorkMs = 0;
  let lateArrivals = 0;
  let standupWorkingDays = 0;
  for (const { date, firstStandupAt, lastLogAt, hoursLogged: logged } of counted) {
    hoursLogged += logged;
    if (firstStandupAt === null) continue;
    if (lastLogAt !== null) {
      onWorkMs += Math.max(0, lastLogAt.getTime() - firstStandupAt.getTime());
    }
    const lateFrom = calendar.lateFrom.get(date);
    if (lateFrom === undefined) continue;
    standupWorkingDays += 1;
    if (firstStandupAt.getTime() >= lateFrom) lateArrivals += 1;
  }
  const leaveWorkingDays = calendar.workingDays.filter(
    (date) => date <= until && leaveDates.has(date),
  ).length;
  return { standupWorkingDays, leaveWorkingDays, lateArrivals, hoursLogged, onWorkMs };
}

/** One person's figures from their totals over the calendar (DESIGN.md decisions 4 and 5). */
export function attendanceFiguresOf(
  calendar: AttendanceCalendar,
  person: ReportedPerson,
  totals: AttendanceTotals,
): AttendanceFigures {
  const until = attendanceUntil(calendar, person);
  const workingDays = calendar.workingDays.filter((date) => date <= until).length;
  const noStandups = workingDays - totals.standupWorkingDays;
  return {
    workingDays,
    absences: noStandups,
    leaveDays: totals.leaveWorkingDays,
    hoursAvailable: FULL_DAY_HOURS * workingDays,
    hoursLogged: twoDecimals(totals.hoursLogged),
    hoursOnWork: twoDecimals(totals.onWorkMs / HOUR_MS),
    noStandups,
    lateArrivals: totals.lateArrivals,
  };
}

/** One person's attendance over the calendar's range, from their days (attendanceTotals). */
export function attendanceFigures(
  calendar: AttendanceCalendar,
  attendance: PersonAttendance,
): AttendanceFigures {
  return attendanceFiguresOf(calendar, attendance.person, attendanceTotals(calendar, attendance));
}
