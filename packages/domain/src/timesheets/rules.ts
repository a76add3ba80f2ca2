import { addDays, formatDay, type IsoDate } from '../calendar/index.js';
import { roundHours, type PeriodLock } from '../worklogs/index.js';
import type { TimesheetDay } from './events.js';
import type { TimesheetState, TimesheetStatus } from './evolve.js';
import { periodLabel, workingDaysSinceEnd, type TimesheetPeriod } from './periods.js';

export const TIMESHEET_NOTE_MAX = 500;
/** Where emails link to: My timesheet, and the approvals list. */
export const MY_TIMESHEET_PATH = '/MyTimesheet';
export const TIMESHEET_APPROVALS_PATH = '/TimesheetApprovals';
export const REJECT_TIMESHEET_NOTE_MESSAGE = 'Say what to fix: the note is emailed to the person.';
export const REOPEN_REASON_MESSAGE = 'Say why the period is reopened.';
export const OWN_TIMESHEET_MESSAGE =
  'Nobody approves, rejects or grants time on their own timesheet.';
export const NOT_TIMESHEET_APPROVER_MESSAGE =
  "Only the person's approver (Lead 1 or HR, as Settings say), HR or an Admin decides this timesheet.";
export const SUBMIT_OWN_MESSAGE = 'A person submits or withdraws only their own timesheet.';
export const REOPEN_ADMIN_MESSAGE = 'Only an Admin reopens an approved or locked period.';
export const PERIOD_NOT_STARTED_MESSAGE = 'This period has not started yet.';
export const GRACE_UNTIL_MESSAGE = 'Grant time until today or a later day.';
/** Grace is for finishing a period, not for leaving it open: at most this many days ahead. */
export const GRACE_MAX_DAYS = 31;
export const GRACE_TOO_LONG_MESSAGE = `Grant at most ${GRACE_MAX_DAYS} days from today.`;

/** Every day of the period with its hours (0 when nothing is logged), and their total. */
export function revisionHours(
  period: TimesheetPeriod,
  days: readonly TimesheetDay[],
): { days: TimesheetDay[]; total: number } {
  const byDate = new Map(days.map((day) => [day.date, day.hours]));
  const all: TimesheetDay[] = [];
  for (let date = period.from; date <= period.to; date = addDays(date, 1)) {
    all.push({ date, hours: roundHours(byDate.get(date) ?? 0) });
  }
  return { days: all, total: roundHours(all.reduce((sum, day) => sum + day.hours, 0)) };
}

/** The same hours on every day (days not listed count 0). */
export function sameHours(a: readonly TimesheetDay[], b: readonly TimesheetDay[]): boolean {
  const hoursOf = (days: readonly TimesheetDay[]) =>
    new Map(days.filter((day) => day.hours !== 0).map((day) => [day.date, day.hours]));
  const left = hoursOf(a);
  const right = hoursOf(b);
  return left.size === right.size && [...left].every(([date, hours]) => right.get(date) === hours);
}

/** Statuses in which the period's hours may change by hand. */
export const isOpenForChanges = (status: TimesheetStatus) =>
  status === 'open' || status === 'rejected' || status === 'reopened';

/**
 * The lock a period's state puts on its days, naming it, or null when its hours may change:
 * submitted (waiting for a decision), approved, or locked by the daily run.
 */
export function timesheetLockOf(
  state: TimesheetState,
  period: TimesheetPeriod,
  ownerName: string,
): PeriodLock | null {
  const name = `${periodLabel(period)} of ${ownerName}`;
  const lock = (message: string): PeriodLock => ({ from: period.from, to: period.to, message });
  switch (state.status) {
    case 'submitted':
      return lock(
        `${name} was submitted on ${formatDay(state.submitted?.on ?? period.to)} and waits for approval: it is locked until it is approved, rejected or withdrawn.`,
      );
    case 'approved':
      return lock(
        `${name} was approved on ${formatDay(state.approved?.on ?? period.to)} and is locked; only an Admin can reopen it.`,
      );
    case 'locked':
      return lock(
        `${name} was locked on ${formatDay(state.lockedOn ?? period.to)} because it was not submitted in time; ask the approver for a grace period.`,
      );
    default:
      return null;
  }
}

/**
 * Is the period due to lock by itself today (DESIGN.md 6.14, Tempo's way)? Only a period
 * still open (never submitted, withdrawn or rejected) whose end lies `autoLockDays` working
 * days or more before today, outside a grace period; 0 days: never. A period an Admin
 * reopened waits for its person, not for the daily run (D294).
 */
export function autoLockDue(input: {
  status: TimesheetStatus;
  graceUntil: IsoDate | null;
  to: IsoDate;
  today: IsoDate;
  autoLockDays: number;
  holidays: ReadonlySet<IsoDate>;
}): boolean {
  if (input.autoLockDays <= 0) return false;
  if (input.status !== 'open' && input.status !== 'rejected') return false;
  if (input.graceUntil !== null && input.today <= input.graceUntil) return false;
  return workingDaysSinceEnd(input.to, input.today, input.holidays) >= input.autoLockDays;
}
