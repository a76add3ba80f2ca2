import { datesInRange, isWorkingDay, weekday, type IsoDate } from '../calendar/index.js';
import type { LeaveType } from './events.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Fri 27 Nov', with the year when asked: how a leave names its days. */
export function leaveDayName(date: IsoDate, withYear = false): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = `${WEEKDAYS[weekday(date)]} ${day} ${MONTHS[(month ?? 1) - 1]}`;
  return withYear ? `${name} ${year}` : name;
}

/**
 * The days a leave charges (DESIGN.md 6.13): its working days, so weekends and company
 * holidays inside it are not counted.
 */
export function leaveWorkingDays({
  from,
  to,
  holidays,
}: {
  from: IsoDate;
  to: IsoDate;
  holidays: ReadonlySet<IsoDate>;
}): number {
  return datesInRange(from, to).filter((date) => isWorkingDay(date, holidays)).length;
}

/** A day the person already worked on: hours logged, a standup, or both. */
export interface WorkedDay {
  date: IsoDate;
  hoursLogged: number;
  standup: boolean;
}

export interface LeaveSummaryInput {
  leaveType: LeaveType;
  from: IsoDate;
  to: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  /** The person's days with hours or a standup; those outside the leave are ignored. */
  worked: readonly WorkedDay[];
  /** Half of a one-day leave. */
  halfDay?: boolean | undefined;
}

export interface LeaveSummary {
  /** 'Casual leave, Fri 27 Nov, 1 working day'. */
  text: string;
  workingDays: number;
  /** One line per day of the leave that has hours or a standup, oldest first. */
  warnings: string[];
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What a worked day holds: '14.5 hours logged and a standup'. */
function workedText({ hoursLogged, standup }: WorkedDay): string {
  const hours = hoursLogged > 0 ? `${plural(hoursLogged, 'hour')} logged` : null;
  if (hours && standup) return `${hours} and a standup`;
  return hours ?? 'a standup';
}

/**
 * What the leave form says before it sends (issue 25 item 5): the leave's type, its days and
 * the working days it charges, and a warning for each of its days the person already worked
 * on, so a leave filed for the wrong day is seen before HR is emailed.
 */
export function leaveSummary({
  leaveType,
  from,
  to,
  holidays,
  worked,
  halfDay = false,
}: LeaveSummaryInput): LeaveSummary {
  const workingDays = leaveWorkingDays({ from, to, holidays }) * (halfDay ? 0.5 : 1);
  // The year only where the leave runs into the next one.
  const otherYear = from.slice(0, 4) !== to.slice(0, 4);
  const days =
    from === to
      ? leaveDayName(from)
      : `${leaveDayName(from, otherYear)} to ${leaveDayName(to, otherYear)}`;
  const warnings = worked
    .filter((day) => day.date >= from && day.date <= to && (day.hoursLogged > 0 || day.standup))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => `${leaveDayName(day.date)} has ${workedText(day)}.`);
  return {
    text: `${leaveType} leave, ${days}, ${halfDay && workingDays > 0 ? 'half a working day' : plural(workingDays, 'working day')}`,
    workingDays,
    warnings,
  };
}
