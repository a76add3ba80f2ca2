import { datesInRange } from './date-range.js';
import type { IsoDate } from './iso-date.js';
import { toDayNumber, weekendName } from './iso-date.js';

export interface WorkingDaysQuery {
  from: IsoDate;
  to: IsoDate;
  holidays: ReadonlySet<IsoDate>;
}

export interface WorkingDaysUpToQuery extends WorkingDaysQuery {
  /** The company-local date of "now"; it arrives as an argument to keep the rules pure. */
  today: IsoDate;
}

export interface AbsencesQuery extends WorkingDaysUpToQuery {
  /** Company-local dates on which the user submitted a standup. */
  standupDates: ReadonlySet<IsoDate>;
}

export interface AbsenceSummary {
  /** Working days in the range that are not after today: the denominator of absences. */
  workingDays: number;
  count: number;
  /** The absent dates, oldest first. */
  dates: IsoDate[];
}

/** DESIGN.md 6.4: Monday to Friday and not a company holiday. */
export function isWorkingDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): boolean {
  return weekendName(date) === null && !holidays.has(date);
}

export function workingDays({ from, to, holidays }: WorkingDaysQuery): IsoDate[] {
  return datesInRange(from, to).filter((date) => isWorkingDay(date, holidays));
}

/** Working days in the range that are not after today: the future is never counted absent. */
export function workingDaysUpTo({ from, to, today, holidays }: WorkingDaysUpToQuery): IsoDate[] {
  toDayNumber(today);
  // 'YYYY-MM-DD' strings order the same way as the dates they name.
  return workingDays({ from, to, holidays }).filter((date) => date <= today);
}

/**
 * DESIGN.md 6.4: working days up to today minus the days with a standup. Standups on weekends
 * or holidays are simply not working days, so they neither reduce nor add absences.
 */
export function absences({
  from,
  to,
  today,
  holidays,
  standupDates,
}: AbsencesQuery): AbsenceSummary {
  const due = workingDaysUpTo({ from, to, today, holidays });
  const dates = due.filter((date) => !standupDates.has(date));
  return { workingDays: due.length, count: dates.length, dates };
}
