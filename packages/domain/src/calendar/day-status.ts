import { CalendarError } from './errors.js';
import type { IsoDate, WeekendName } from './iso-date.js';
import { weekendName } from './iso-date.js';

/** Hours logged from which a day is a Half Day (below it: Short Day). */
export const HALF_DAY_HOURS = 4;
/** Hours logged from which a day is a Short Leave. */
export const SHORT_LEAVE_HOURS = 6;
/** Hours logged from which a day is a Full Day; also the hours a working day is worth. */
export const FULL_DAY_HOURS = 8;

export type DayStatus = 'Short Day' | 'Half Day' | 'Short Leave' | 'Full Day';
export type DayLabel = `Weekend (${WeekendName})` | 'Holiday' | 'On leave' | 'Absent' | DayStatus;

export interface DayLabelInput {
  date: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  /** Dates on which the user is on leave. */
  leaveDates: ReadonlySet<IsoDate>;
  /** Total hours logged that day; 0 or undefined when nothing was logged. */
  hoursLogged?: number | undefined;
}

/** @internal Rejects what no sum of valid logs can produce (negative, NaN, Infinity). */
export function assertHours(hours: number): void {
  if (!Number.isFinite(hours) || hours < 0) {
    throw new CalendarError('invalid_hours', `Hours must be a number of at least 0, got ${hours}.`);
  }
}

// Summing decimal logs leaves binary noise (0.1 added 80 times is 7.999999999999988); six
// decimals is far below anything a person logs and far above that noise.
function roundNoise(hours: number): number {
  return Math.round(hours * 1e6) / 1e6;
}

/** DESIGN.md 6.5: < 4 Short Day, 4 to < 6 Half Day, 6 to < 8 Short Leave, >= 8 Full Day. */
export function dayStatus(hoursLogged: number): DayStatus {
  assertHours(hoursLogged);
  const hours = roundNoise(hoursLogged);
  if (hours < HALF_DAY_HOURS) return 'Short Day';
  if (hours < SHORT_LEAVE_HOURS) return 'Half Day';
  if (hours < FULL_DAY_HOURS) return 'Short Leave';
  return 'Full Day';
}

/**
 * The label of one day in the login/hours per-day view. Precedence, first match wins:
 * weekend > holiday > leave > absent > day status. A weekend or holiday is never "absent" and
 * hours logged on it do not turn it into a working day; a leave day stays a leave day even if
 * the person logged hours, so HR sees the leave rather than a Short Day.
 */
export function dayLabel({ date, holidays, leaveDates, hoursLogged }: DayLabelInput): DayLabel {
  const hours = hoursLogged ?? 0;
  assertHours(hours);
  const weekend = weekendName(date);
  if (weekend !== null) return `Weekend (${weekend})`;
  if (holidays.has(date)) return 'Holiday';
  if (leaveDates.has(date)) return 'On leave';
  if (hours === 0) return 'Absent';
  return dayStatus(hours);
}
