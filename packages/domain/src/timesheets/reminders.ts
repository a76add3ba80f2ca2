import { addDays, isWorkingDay, type IsoDate } from '../calendar/index.js';
import { leaveApproverOf, type LeaveApprover } from '../leaves/index.js';
import { assertNever, eventParser, type Decider } from '../shared/index.js';
import { autoLockKey, endedPeriods, type AutoLockPerson, type AutoLockState } from './auto-lock.js';
import {
  TIMESHEET_APPROVER_EVENTS,
  type TimesheetApprovalsReminded,
  type TimesheetReminder,
  type WaitingTimesheet,
} from './events.js';
import type { TimesheetPeriod, TimesheetPeriodKind } from './periods.js';
import { autoLockDue, isOpenForChanges } from './rules.js';

/**
 * Timesheet reminders (DESIGN.md 6.14, Tempo's way; D296-D298): the person is reminded to
 * submit on the first working day after a period ends, and once more on the last working day
 * before the automatic lock; each approver gets one digest a working day of the periods
 * waiting for them. This file decides who, purely; the worker reads and sends.
 */

/** The run's BullMQ job scheduler: Monday to Friday at Settings' time (holidays skipped in the run). */
export const TIMESHEET_REMINDERS_SCHEDULER_ID = 'timesheet-reminders';

/** Settings: the reminders to submit and the approvers' digest, and when the run sends them. */
export interface TimesheetReminderSettings {
  submit: boolean;
  approve: boolean;
  /** HH:MM in the company time zone. */
  time: string;
}

export const DEFAULT_TIMESHEET_REMINDERS: TimesheetReminderSettings = {
  submit: false,
  approve: false,
  time: '09:00',
};

/** Weekdays at the time; the run itself skips holidays. */
export function timesheetRemindersPattern(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a time of day (HH:MM): '${time}'`);
  return `${Number(match[2])} ${Number(match[1])} * * 1-5`;
}

/** The first working day after `date` (weekends and holidays are none). */
export function nextWorkingDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): IsoDate {
  let day = addDays(date, 1);
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/** How far ahead the run looks for a period's automatic lock (the lock's 30 days at most, and a grace's 31). */
export const TIMESHEET_LOCK_HORIZON_DAYS = 120;

/**
 * The last day a period may still be submitted before the daily run locks it (the day before
 * the lock's run, grace included), or null when it never locks by itself: the lock is off,
 * or the period is not open (submitted, approved, locked or reopened by an Admin).
 */
export function lastDayBeforeLock(input: {
  state: AutoLockState;
  to: IsoDate;
  today: IsoDate;
  autoLockDays: number;
  holidays: ReadonlySet<IsoDate>;
}): IsoDate | null {
  for (let day = input.today; day <= addDays(input.today, TIMESHEET_LOCK_HORIZON_DAYS);) {
    day = addDays(day, 1);
    const due = autoLockDue({
      status: input.state.status,
      graceUntil: input.state.graceUntil,
      to: input.to,
      today: day,
      autoLockDays: input.autoLockDays,
      holidays: input.holidays,
    });
    if (due) return addDays(day, -1);
  }
  return null;
}

/** A person the run considers: the all-user reports' people, with their account's status. */
export interface ReminderPerson extends AutoLockPerson {
  /** Only active accounts are reminded: a person who left cannot sign in to submit. */
  active: boolean;
}

/** One reminder to submit the run sends. */
export interface DueSubmitReminder {
  userId: string;
  period: TimesheetPeriod;
  reminder: TimesheetReminder;
  /** The last day before the automatic lock, when it locks by itself; null otherwise. */
  submitBy: IsoDate | null;
}

/**
 * Which reminders to submit the run sends `today` (D296). Nothing on a weekend or a holiday.
 * Of each active person, each ended period (as far back as the automatic lock looks) they were
 * with the company for, still open for changes (never submitted, or withdrawn, rejected, or
 * reopened by an Admin):
 * - 'ended' on the first working day after the period's end;
 * - 'lastCall' on the last working day before the automatic lock (grace included) when that is
 *   a later day: the 'ended' reminder of that day says the lock's day already.
 * A period with nothing logged is reminded too: submitting an empty week is an answer.
 */
export function submitRemindersDue(input: {
  today: IsoDate;
  kind: TimesheetPeriodKind;
  autoLockDays: number;
  holidays: ReadonlySet<IsoDate>;
  people: readonly ReminderPerson[];
  /** By autoLockKey; a period without a step is open. */
  states: ReadonlyMap<string, AutoLockState>;
}): DueSubmitReminder[] {
  const { today, holidays } = input;
  if (!isWorkingDay(today, holidays)) return [];
  const periods = endedPeriods(today, input.kind);
  const following = nextWorkingDay(today, holidays);
  return input.people
    .filter((person) => person.active)
    .flatMap((person) =>
      periods.flatMap((period): DueSubmitReminder[] => {
        const withUs =
          (person.joinedOn === null || person.joinedOn <= period.to) &&
          (person.leftOn === null || person.leftOn > period.from);
        if (!withUs) return [];
        const state = input.states.get(autoLockKey(person.id, period.key)) ?? {
          status: 'open' as const,
          graceUntil: null,
        };
        if (!isOpenForChanges(state.status)) return [];
        const lock = { to: period.to, autoLockDays: input.autoLockDays, holidays };
        const locksBy = (day: IsoDate) => autoLockDue({ ...state, ...lock, today: day });
        let reminder: TimesheetReminder;
        if (nextWorkingDay(period.to, holidays) === today) reminder = 'ended';
        // The lock's run comes before the next working day: today is the last chance (the
        // lock waits on, so once it is due on a day it is due on every later one).
        else if (!locksBy(today) && locksBy(following)) reminder = 'lastCall';
        else return [];
        return [
          {
            userId: person.id,
            period,
            reminder,
            submitBy: lastDayBeforeLock({ ...lock, state, today }),
          },
        ];
      }),
    );
}

/** A submitted period waiting for a decision, with what the approver rule needs of its person. */
export interface WaitingForApproval extends WaitingTimesheet {
  lead1Id: string | null;
}

/**
 * Approver id -> the submitted periods waiting for them (D297), in the order given: each
 * period's approver by the rule approval follows (leaveApproverOf: Lead 1, or HR, as Settings
 * say), never the person themselves, only an active approver. Nothing on a weekend or holiday.
 */
export function approvalDigests(input: {
  today: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  waiting: readonly WaitingForApproval[];
  hrUserId: string | null;
  approver: LeaveApprover;
  activeIds: ReadonlySet<string>;
}): Map<string, WaitingTimesheet[]> {
  const digests = new Map<string, WaitingTimesheet[]>();
  if (!isWorkingDay(input.today, input.holidays)) return digests;
  for (const { lead1Id, ...period } of input.waiting) {
    const approverId = leaveApproverOf({
      lead1Id,
      hrUserId: input.hrUserId,
      approver: input.approver,
    });
    if (approverId === null || approverId === period.userId) continue;
    if (!input.activeIds.has(approverId)) continue;
    digests.set(approverId, [...(digests.get(approverId) ?? []), period]);
  }
  return digests;
}

/** An approver's stream: the days their digest went out. */
export interface TimesheetApproverState {
  remindedOn: readonly string[];
}

export interface RecordTimesheetApprovalsReminder {
  type: 'RecordTimesheetApprovalsReminder';
  data: TimesheetApprovalsReminded['data'];
}

export const timesheetApproverDecider: Decider<
  TimesheetApproverState,
  RecordTimesheetApprovalsReminder,
  TimesheetApprovalsReminded
> = {
  initialState: { remindedOn: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'TimesheetApprovalsReminded':
        return { remindedOn: [...state.remindedOn, event.data.on] };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    // One digest a day: a retried job records nothing more.
    if (state.remindedOn.includes(command.data.on)) return [];
    return [{ type: 'TimesheetApprovalsReminded', data: command.data }];
  },
  parse: eventParser(TIMESHEET_APPROVER_EVENTS),
};
