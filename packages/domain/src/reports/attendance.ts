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

const HOUR_MS = 3_600_000;

// Sums of decimal hours carry binary noise (7.1 + 0.2); the reports show two decimals.
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * One person's attendance over the calendar's range. Someone who left counts up to the day
 * before they left; nothing after today counts, so a range ending tomorrow misses no one.
 * Hours logged on a weekend or holiday add to the hours; a standup on such a day is neither
 * late nor an absence saved. A day adds hours on work only with both a standup and a last
 * entry, as much as the time between them (the real elapsed time, across a DST switch too).
 */
export function attendanceFigures(
  calendar: AttendanceCalendar,
  { person, leaveDates, days }: PersonAttendance,
): AttendanceFigures {
  const leftBy = reportedUntil(person, calendar.to);
  const until = leftBy < calendar.today ? leftBy : calendar.today;
  if (until < calendar.from) return NOTHING;
  // 'YYYY-MM-DD' strings order as the dates they name.
  const due = calendar.workingDays.filter((date) => date <= until);
  const counted = days.filter((day) => day.date >= calendar.from && day.date <= until);
  const standupDates = new Set(
    counted.filter((day) => day.firstStandupAt !== null).map((day) => day.date),
  );

  let hoursLogged = 0;
  let onWorkMs = 0;
  let lateArrivals = 0;
  for (const { date, firstStandupAt, lastLogAt, hoursLogged: logged } of counted) {
    hoursLogged += logged;
    if (firstStandupAt === null) continue;
    if (lastLogAt !== null) {
      onWorkMs += Math.max(0, lastLogAt.getTime() - firstStandupAt.getTime());
    }
    const lateFrom = calendar.lateFrom.get(date);
    if (lateFrom !== undefined && firstStandupAt.getTime() >= lateFrom) lateArrivals += 1;
  }
  const noStandups = due.filter((date) => !standupDates.has(date)).length;
  return {
    workingDays: due.length,
    absences: noStandups,
    leaveDays: due.filter((date) => leaveDates.has(date)).length,
    hoursAvailable: FULL_DAY_HOURS * due.length,
    hoursLogged: twoDecimals(hoursLogged),
    hoursOnWork: twoDecimals(onWorkMs / HOUR_MS),
    noStandups,
    lateArrivals,
  };
}
