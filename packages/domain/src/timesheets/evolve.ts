import { assertNever } from '../shared/index.js';
import type { TimesheetDay, TimesheetEvent, TimesheetReminder } from './events.js';

/** One reminder to submit the period: which, and the company-local day it was sent. */
export interface TimesheetReminderSent {
  reminder: TimesheetReminder;
  on: string;
}

/**
 * open: never submitted, or withdrawn. rejected and reopened are open for changes too, with
 * the note or the reason. submitted, approved and locked refuse changes to the period's hours.
 */
export const TIMESHEET_STATUSES = [
  'open',
  'submitted',
  'approved',
  'rejected',
  'reopened',
  'locked',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** A revision's hours as an event recorded them. */
export interface TimesheetRevision {
  revision: number;
  days: readonly TimesheetDay[];
  total: number;
  by: string | null;
  on: string;
}

export interface TimesheetState {
  userId: string | null;
  period: string | null;
  status: TimesheetStatus;
  /** Revisions submitted or approved so far: the next one is revision + 1. */
  revision: number;
  /** The revision waiting for approval, or last submitted. */
  submitted: TimesheetRevision | null;
  /** The last approved revision: it stays through a reopen and a later correction. */
  approved: TimesheetRevision | null;
  /** The rejection's note, the reopen's reason, the grace; cleared by the next step. */
  rejection: { note: string; by: string; on: string } | null;
  reopened: { reason: string; by: string; on: string } | null;
  lockedOn: string | null;
  graceUntil: string | null;
  /** Rejections whose email was sent (by the rejection's event id). */
  rejectionsEmailed: readonly string[];
  /** Reminders to submit sent so far; states folded before reminders existed have none. */
  reminded?: readonly TimesheetReminderSent[];
}

export const initialTimesheetState: TimesheetState = {
  userId: null,
  period: null,
  status: 'open',
  revision: 0,
  submitted: null,
  approved: null,
  rejection: null,
  reopened: null,
  lockedOn: null,
  graceUntil: null,
  rejectionsEmailed: [],
};

export function evolveTimesheet(state: TimesheetState, event: TimesheetEvent): TimesheetState {
  const owned = { ...state, userId: event.data.userId, period: event.data.period };
  switch (event.type) {
    case 'TimesheetSubmitted': {
      const { revision, days, total, on } = event.data;
      return {
        ...owned,
        status: 'submitted',
        revision,
        submitted: { revision, days, total, by: event.data.userId, on },
        rejection: null,
      };
    }
    case 'TimesheetApproved': {
      const { revision, days, total, by, on } = event.data;
      return {
        ...owned,
        status: 'approved',
        revision,
        approved: { revision, days, total, by, on },
        rejection: null,
        reopened: null,
        lockedOn: null,
      };
    }
    case 'TimesheetRejected': {
      const { note, by, on } = event.data;
      return { ...owned, status: 'rejected', rejection: { note, by, on } };
    }
    case 'TimesheetWithdrawn':
      return { ...owned, status: 'open' };
    case 'TimesheetReopened': {
      const { reason, by, on } = event.data;
      return { ...owned, status: 'reopened', reopened: { reason, by, on }, lockedOn: null };
    }
    case 'TimesheetLocked':
      return { ...owned, status: 'locked', lockedOn: event.data.on };
    case 'TimesheetGraceGranted':
      // A period the daily run locked opens again until the day; an open one just waits longer.
      return {
        ...owned,
        status: state.status === 'locked' ? 'open' : state.status,
        lockedOn: null,
        graceUntil: event.data.until,
      };
    case 'TimesheetRejectionEmailed':
      return {
        ...owned,
        rejectionsEmailed: [...state.rejectionsEmailed, event.data.rejectionEventId],
      };
    case 'TimesheetReminderEmailed':
      return {
        ...owned,
        reminded: [...(state.reminded ?? []), { reminder: event.data.reminder, on: event.data.on }],
      };
    default:
      return assertNever(event);
  }
}

/** Was this reminder of this day sent already? */
export const wasReminded = (state: TimesheetState, { reminder, on }: TimesheetReminderSent) =>
  (state.reminded ?? []).some((sent) => sent.reminder === reminder && sent.on === on);
