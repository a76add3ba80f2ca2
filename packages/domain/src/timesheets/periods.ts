import { DateTime } from 'luxon';
import { addDays, formatDay, isWorkingDay, type IsoDate } from '../calendar/index.js';
import { invalid } from '../shared/index.js';

/** Settings: how long a timesheet runs (DESIGN.md 6.14). */
export const TIMESHEET_PERIOD_KINDS = ['week', 'month'] as const;
export type TimesheetPeriodKind = (typeof TIMESHEET_PERIOD_KINDS)[number];
export const DEFAULT_TIMESHEET_PERIOD: TimesheetPeriodKind = 'week';
/** Settings: working days after its end a period left open locks itself; 0: never. */
export const DEFAULT_TIMESHEET_AUTO_LOCK_DAYS = 0;
export const MAX_TIMESHEET_AUTO_LOCK_DAYS = 30;

/** One timesheet period: an ISO week ('2026-W48', Monday to Sunday) or a month ('2026-11'). */
export interface TimesheetPeriod {
  key: string;
  kind: TimesheetPeriodKind;
  from: IsoDate;
  to: IsoDate;
}

export const WEEK_KEY_PATTERN = /^(\d{4})-W(\d{2})$/;
export const MONTH_KEY_PATTERN = /^(\d{4})-(\d{2})$/;
export const PERIOD_KEY_MESSAGE = 'A period is a week like 2026-W48 or a month like 2026-11.';

const parsed = (date: IsoDate) => DateTime.fromISO(date, { zone: 'utc' });

/** The period of `kind` that holds `date`. */
export function periodOf(date: IsoDate, kind: TimesheetPeriodKind): TimesheetPeriod {
  const day = parsed(date);
  if (kind === 'month') {
    return {
      key: date.slice(0, 7),
      kind,
      from: day.startOf('month').toISODate()!,
      to: day.endOf('month').toISODate()!,
    };
  }
  const key = `${day.weekYear}-W${String(day.weekNumber).padStart(2, '0')}`;
  const monday = day.startOf('week');
  return { key, kind, from: monday.toISODate()!, to: addDays(monday.toISODate()!, 6) };
}

/** The period a key names, or null when it names none (a 400 for a path parameter). */
export function periodOfKey(key: string): TimesheetPeriod | null {
  const week = WEEK_KEY_PATTERN.exec(key);
  if (week) {
    const monday = DateTime.fromObject(
      { weekYear: Number(week[1]), weekNumber: Number(week[2]), weekday: 1 },
      { zone: 'utc' },
    );
    if (!monday.isValid || monday.weekNumber !== Number(week[2])) return null;
    if (monday.weekYear < 1900 || monday.weekYear > 2100) return null;
    return periodOf(monday.toISODate()!, 'week');
  }
  const month = MONTH_KEY_PATTERN.exec(key);
  if (month) {
    const first = DateTime.fromObject(
      { year: Number(month[1]), month: Number(month[2]), day: 1 },
      { zone: 'utc' },
    );
    if (!first.isValid || first.year < 1900 || first.year > 2100) return null;
    return periodOf(first.toISODate()!, 'month');
  }
  return null;
}

/** periodOfKey or a 400 naming the field. */
export function requirePeriod(key: string): TimesheetPeriod {
  const period = periodOfKey(key);
  if (period === null)
    throw invalid('period_invalid', PERIOD_KEY_MESSAGE, { period: PERIOD_KEY_MESSAGE });
  return period;
}

/** 'Week 2026-W48' or 'Month 2026-11': how messages and emails name a period. */
export const periodLabel = (period: Pick<TimesheetPeriod, 'key' | 'kind'>) =>
  `${period.kind === 'week' ? 'Week' : 'Month'} ${period.key}`;

/** 'Week 2026-W48 (Nov 23, 2026 – Nov 29, 2026)'. */
export const periodTitle = (period: TimesheetPeriod) =>
  `${periodLabel(period)} (${formatDay(period.from)} – ${formatDay(period.to)})`;

/**
 * Every period a day can be locked by: its week's and its month's. Settings may change from
 * weeks to months; a week approved before still locks its days (docs/decisions.md D291).
 */
export const periodsHolding = (date: IsoDate): TimesheetPeriod[] => [
  periodOf(date, 'week'),
  periodOf(date, 'month'),
];

/** Working days after `to` and before `today`: how long a period has been over. */
export function workingDaysSinceEnd(
  to: IsoDate,
  today: IsoDate,
  holidays: ReadonlySet<IsoDate>,
): number {
  let count = 0;
  for (let day = addDays(to, 1); day < today; day = addDays(day, 1)) {
    if (isWorkingDay(day, holidays)) count += 1;
  }
  return count;
}
