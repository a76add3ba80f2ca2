import { FULL_DAY_HOURS, workingDaysUpTo, type IsoDate } from '../calendar/index.js';
import type { FactDay } from './day-facts.js';
import { reportedFrom, reportedUntil, type ReportedPerson } from './people.js';

/** The days of a report's range that are the same for everyone, worked out once per report. */
export interface AttendanceCalendar {
  from: IsoDate;
  to: IsoDate;
  /** The company-local date of "now": later days are never counted. */
  today: IsoDate;
  /** Working days of the range up to today, oldest first. */
  workingDays: readonly IsoDate[];
}

export function attendanceCalendar({
  from,
  to,
  today,
  holidays,
}: {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  holidays: ReadonlySet<IsoDate>;
}): AttendanceCalendar {
  return { from, to, today, workingDays: workingDaysUpTo({ from, to, today, holidays }) };
}

/** The last day counted of a report: its `to`, or today when that is earlier. */
export const lastCountedDay = ({ to, today }: { to: IsoDate; today: IsoDate }): IsoDate =>
  to < today ? to : today;

/** One person's figures of the Monthly and Detail reports (DESIGN.md decisions 4 and 5). */
export interface AttendanceFigures {
  /**
   * Working days in the range from the day the person joined to the day before they left,
   * up to yesterday, and today once the person's standup is in (today is in progress: it is
   * never an absence).
   */
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
 * What one person's days add up to over a calendar: the sums of their days' facts, which the
 * read model adds up in SQL for a page of people (attendancePage) and attendanceTotals here.
 */
export interface AttendanceTotals {
  /** Working days counted for the person that have a standup. */
  standupWorkingDays: number;
  /** Working days counted for the person that they are on leave. */
  leaveWorkingDays: number;
  /** Working days whose first standup was late. */
  lateArrivals: number;
  hoursLogged: number;
  /** Sum over the days of the time from the first standup to the last entry. */
  onWorkMs: number;
  /** Today is counted for the person: a working day whose standup is in. */
  startedToday: boolean;
}

/** The first day counted for a person: the range's first, or the day they joined. */
export function attendanceFrom(calendar: AttendanceCalendar, person: ReportedPerson): IsoDate {
  return reportedFrom(person, calendar.from);
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
 * One person's totals over the calendar's range: the sums of the facts of their days from
 * the first day counted for them (attendanceFrom) to the last (attendanceUntil). A new hire
 * counts from the day they joined, someone who left up to the day before they left;
 * nothing after today counts.
 */
export function attendanceTotals(
  calendar: AttendanceCalendar,
  person: ReportedPerson,
  days: readonly Pick<FactDay, 'date' | 'hoursLogged' | 'facts'>[],
): AttendanceTotals {
  const from = attendanceFrom(calendar, person);
  const until = attendanceUntil(calendar, person);
  const totals = {
    standupWorkingDays: 0,
    leaveWorkingDays: 0,
    lateArrivals: 0,
    hoursLogged: 0,
    onWorkMs: 0,
    startedToday: false,
  };
  // 'YYYY-MM-DD' strings order as the dates they name.
  for (const { date, hoursLogged, facts } of days) {
    if (date < from || date > until) continue;
    totals.standupWorkingDays += Number(facts.standupOnWorkingDay);
    totals.leaveWorkingDays += Number(facts.leaveOnWorkingDay);
    totals.lateArrivals += Number(facts.late);
    totals.hoursLogged += hoursLogged;
    totals.onWorkMs += facts.onWorkMs;
    totals.startedToday ||= date === calendar.today && facts.standupOnWorkingDay;
  }
  return totals;
}

/**
 * The working days counted for a person: from the day they joined to the day before they
 * left, up to yesterday, and today once their standup is in (today is in progress).
 */
export function countedWorkingDays(
  calendar: AttendanceCalendar,
  person: ReportedPerson,
  startedToday: boolean,
): IsoDate[] {
  const from = attendanceFrom(calendar, person);
  const until = attendanceUntil(calendar, person);
  return calendar.workingDays.filter(
    (date) => date >= from && date <= until && (date !== calendar.today || startedToday),
  );
}

/** One person's figures from their totals over the calendar (DESIGN.md decisions 4 and 5). */
export function attendanceFiguresOf(
  calendar: AttendanceCalendar,
  person: ReportedPerson,
  totals: AttendanceTotals,
): AttendanceFigures {
  const workingDays = countedWorkingDays(calendar, person, totals.startedToday).length;
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
