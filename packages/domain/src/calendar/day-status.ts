import type { LeaveType } from '../leaves/index.js';
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
/** A day on leave names the leave's type, so a sick day reads the same on every screen. */
export type LeaveLabel = `On leave (${LeaveType})`;
/** A working day a leave waits for approval on: shown, counted as nothing yet. */
export type PendingLeaveLabel = `Leave pending (${LeaveType})`;
/** Today, until it ends in the company time zone: never Absent, and not yet a status. */
export const IN_PROGRESS = 'In progress';
export type DayLabel =
  | `Weekend (${WeekendName})`
  | 'Holiday'
  | LeaveLabel
  | PendingLeaveLabel
  | typeof IN_PROGRESS
  | 'Absent'
  | DayStatus;

export interface DayLabelInput {
  date: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  /** The approved leave the person is on that day; null when none. */
  leaveType: LeaveType | null;
  /** A leave waiting for approval that day; null or left out when none. */
  pendingLeaveType?: LeaveType | null | undefined;
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
 * weekend > holiday > leave > absent (or a leave pending) > day status. A weekend or holiday
 * is never "absent" and hours logged on it do not turn it into a working day; a leave day
 * stays a leave day even if the person logged hours, so HR sees the leave rather than a Short
 * Day. A day without hours whose leave waits for approval says so instead of Absent.
 */
export function dayLabel({
  date,
  holidays,
  leaveType,
  pendingLeaveType,
  hoursLogged,
}: DayLabelInput): DayLabel {
  const hours = hoursLogged ?? 0;
  assertHours(hours);
  const weekend = weekendName(date);
  if (weekend !== null) return `Weekend (${weekend})`;
  if (holidays.has(date)) return 'Holiday';
  if (leaveType !== null) return leaveLabel(leaveType);
  if (hours === 0) {
    return pendingLeaveType == null ? 'Absent' : `Leave pending (${pendingLeaveType})`;
  }
  return dayStatus(hours);
}

export const leaveLabel = (leaveType: LeaveType): LeaveLabel => `On leave (${leaveType})`;

export const isLeaveLabel = (label: DayLabel): label is LeaveLabel =>
  label.startsWith('On leave (');

export const isPendingLeaveLabel = (label: DayLabel): label is PendingLeaveLabel =>
  label.startsWith('Leave pending (');

const DAY_STATUSES: ReadonlySet<DayLabel> = new Set<DayStatus>([
  'Short Day',
  'Half Day',
  'Short Leave',
  'Full Day',
]);

/**
 * A day's label as of `today` (DESIGN.md decision 4): today is "In progress" until it ends,
 * where its stored label would read Absent or a status of the hours logged so far. A
 * weekend, a holiday and a leave say so all day. Decided at read time: the clock is not a
 * fact the projector stores.
 */
export function labelAsOf(label: DayLabel, date: IsoDate, today: IsoDate): DayLabel {
  return date === today && (label === 'Absent' || DAY_STATUSES.has(label)) ? IN_PROGRESS : label;
}
