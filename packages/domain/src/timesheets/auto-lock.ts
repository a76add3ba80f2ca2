import { addDays, type IsoDate } from '../calendar/index.js';
import type { TimesheetStatus } from './evolve.js';
import { periodOf, type TimesheetPeriod, type TimesheetPeriodKind } from './periods.js';
import { autoLockDue } from './rules.js';

/**
 * How far back the daily run looks for periods to lock: switching the lock on never locks
 * years of history, only the last 12 weeks or 3 months (docs/decisions.md D294).
 */
export const AUTO_LOCK_LOOKBACK: Record<TimesheetPeriodKind, number> = { week: 12, month: 3 };

/** The daily run's BullMQ job scheduler: every day at 00:15 in the company time zone. */
export const TIMESHEET_AUTO_LOCK_SCHEDULER_ID = 'timesheet-auto-lock';
export const TIMESHEET_AUTO_LOCK_PATTERN = '15 0 * * *';

/** The periods of `kind` that ended before today, the latest first, as far back as the run looks. */
export function endedPeriods(today: IsoDate, kind: TimesheetPeriodKind): TimesheetPeriod[] {
  const periods: TimesheetPeriod[] = [];
  let day = addDays(periodOf(today, kind).from, -1);
  for (let count = 0; count < AUTO_LOCK_LOOKBACK[kind]; count++) {
    const period = periodOf(day, kind);
    periods.push(period);
    day = addDays(period.from, -1);
  }
  return periods;
}

/** A person the run considers, with the days they were with the company. */
export interface AutoLockPerson {
  id: string;
  joinedOn: IsoDate | null;
  leftOn: IsoDate | null;
}

/** What a period's stream says so far; a period without a step is open. */
export interface AutoLockState {
  status: TimesheetStatus;
  graceUntil: IsoDate | null;
}

export const autoLockKey = (userId: string, period: string) => `${userId}:${period}`;

/**
 * Which periods the daily run locks today (Tempo's way, DESIGN.md 6.14): of each person, every
 * ended period they were with the company for, still open `autoLockDays` working days after
 * its end (holidays are no working days) and outside a grace period (autoLockDue). Pure: the
 * worker reads the people, the periods' states and the holidays, and appends what it returns.
 */
export function periodsToLock(input: {
  today: IsoDate;
  kind: TimesheetPeriodKind;
  autoLockDays: number;
  holidays: ReadonlySet<IsoDate>;
  people: readonly AutoLockPerson[];
  states: ReadonlyMap<string, AutoLockState>;
}): { userId: string; period: TimesheetPeriod }[] {
  if (input.autoLockDays <= 0) return [];
  const periods = endedPeriods(input.today, input.kind);
  return input.people.flatMap((person) =>
    periods
      .filter(
        (period) =>
          (person.joinedOn === null || person.joinedOn <= period.to) &&
          (person.leftOn === null || person.leftOn >= period.from),
      )
      .filter((period) => {
        const state = input.states.get(autoLockKey(person.id, period.key));
        return autoLockDue({
          status: state?.status ?? 'open',
          graceUntil: state?.graceUntil ?? null,
          to: period.to,
          today: input.today,
          autoLockDays: input.autoLockDays,
          holidays: input.holidays,
        });
      })
      .map((period) => ({ userId: person.id, period })),
  );
}
