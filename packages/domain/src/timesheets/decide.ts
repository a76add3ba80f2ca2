import { addDays } from '../calendar/index.js';
import { leaveDecisionRefusal } from '../leaves/index.js';
import { SETTINGS_ROLES } from '../access/index.js';
import { assertNever, conflict, forbidden, invalid, ruleViolation } from '../shared/index.js';
import type { TimesheetApproverContext, TimesheetCommand, TimesheetContext } from './commands.js';
import type { TimesheetEvent } from './events.js';
import { wasReminded, type TimesheetState, type TimesheetStatus } from './evolve.js';
import {
  autoLockDue,
  GRACE_MAX_DAYS,
  GRACE_TOO_LONG_MESSAGE,
  GRACE_UNTIL_MESSAGE,
  isOpenForChanges,
  NOT_TIMESHEET_APPROVER_MESSAGE,
  OWN_TIMESHEET_MESSAGE,
  PERIOD_NOT_STARTED_MESSAGE,
  REJECT_TIMESHEET_NOTE_MESSAGE,
  REOPEN_ADMIN_MESSAGE,
  REOPEN_REASON_MESSAGE,
  revisionHours,
  sameHours,
  SUBMIT_OWN_MESSAGE,
} from './rules.js';

const STATUS_WORDS: Record<TimesheetStatus, string> = {
  open: 'is open',
  submitted: 'waits for approval',
  approved: 'is approved already',
  rejected: 'was rejected',
  reopened: 'was reopened',
  locked: 'is locked',
};

const wrongStatus = (status: TimesheetStatus) =>
  conflict('timesheet_status', `This timesheet ${STATUS_WORDS[status]}.`);

const periodFacts = ({ userId, period }: TimesheetContext) => ({
  userId,
  period: period.key,
  from: period.from,
  to: period.to,
});

/** The approver of leaves decides timesheets too (D292); never the person themselves. */
function assertDecides(data: TimesheetContext & TimesheetApproverContext): void {
  const refusal = leaveDecisionRefusal({ ...data, applicantId: data.userId });
  if (refusal === 'own_leave') throw forbidden(OWN_TIMESHEET_MESSAGE);
  if (refusal !== null) throw forbidden(NOT_TIMESHEET_APPROVER_MESSAGE);
}

function requiredText(text: string, code: string, field: string, message: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw invalid(code, message, { [field]: message });
  return trimmed;
}

export function decideTimesheet(
  command: TimesheetCommand,
  state: TimesheetState,
): TimesheetEvent[] {
  switch (command.type) {
    case 'SubmitTimesheet': {
      const { data } = command;
      if (data.actor.id !== data.userId) throw forbidden(SUBMIT_OWN_MESSAGE);
      if (data.today < data.period.from) {
        throw ruleViolation('period_not_started', PERIOD_NOT_STARTED_MESSAGE);
      }
      // A period the daily run locked may still be submitted: its hours are done.
      if (!isOpenForChanges(state.status) && state.status !== 'locked') {
        throw wrongStatus(state.status);
      }
      return [
        {
          type: 'TimesheetSubmitted',
          data: {
            ...periodFacts(data),
            revision: state.revision + 1,
            ...revisionHours(data.period, data.days),
            on: data.today,
          },
        },
      ];
    }
    case 'WithdrawTimesheet': {
      const { data } = command;
      if (data.actor.id !== data.userId) throw forbidden(SUBMIT_OWN_MESSAGE);
      if (state.status !== 'submitted') throw wrongStatus(state.status);
      return [
        { type: 'TimesheetWithdrawn', data: { ...periodFacts(data), revision: state.revision } },
      ];
    }
    case 'ApproveTimesheet': {
      const { data } = command;
      assertDecides(data);
      const hours = revisionHours(data.period, data.days);
      // Hours the provider sync changed after approval make a new revision to approve (D293).
      const changedSinceApproval =
        state.status === 'approved' &&
        state.approved !== null &&
        !sameHours(state.approved.days, hours.days);
      if (state.status !== 'submitted' && !changedSinceApproval) throw wrongStatus(state.status);
      return [
        {
          type: 'TimesheetApproved',
          data: {
            ...periodFacts(data),
            revision: changedSinceApproval ? state.revision + 1 : state.revision,
            ...hours,
            by: data.actor.id,
            on: data.today,
            note: data.note.trim(),
          },
        },
      ];
    }
    case 'RejectTimesheet': {
      const { data } = command;
      assertDecides(data);
      if (state.status !== 'submitted') throw wrongStatus(state.status);
      const note = requiredText(data.note, 'note_required', 'note', REJECT_TIMESHEET_NOTE_MESSAGE);
      return [
        {
          type: 'TimesheetRejected',
          data: {
            ...periodFacts(data),
            revision: state.revision,
            by: data.actor.id,
            on: data.today,
            note,
          },
        },
      ];
    }
    case 'ReopenTimesheet': {
      const { data } = command;
      if (!SETTINGS_ROLES.includes(data.actor.role)) throw forbidden(REOPEN_ADMIN_MESSAGE);
      if (state.status !== 'approved' && state.status !== 'locked') {
        throw wrongStatus(state.status);
      }
      const reason = requiredText(data.reason, 'reason_required', 'reason', REOPEN_REASON_MESSAGE);
      return [
        {
          type: 'TimesheetReopened',
          data: { ...periodFacts(data), by: data.actor.id, on: data.today, reason },
        },
      ];
    }
    case 'GrantTimesheetGrace': {
      const { data } = command;
      assertDecides(data);
      if (data.until < data.today) {
        throw invalid('grace_until', GRACE_UNTIL_MESSAGE, { until: GRACE_UNTIL_MESSAGE });
      }
      if (data.until > addDays(data.today, GRACE_MAX_DAYS)) {
        throw invalid('grace_until', GRACE_TOO_LONG_MESSAGE, { until: GRACE_TOO_LONG_MESSAGE });
      }
      if (!isOpenForChanges(state.status) && state.status !== 'locked') {
        throw wrongStatus(state.status);
      }
      // The same grace again (a retried form) changes nothing.
      if (state.graceUntil === data.until && state.status !== 'locked') return [];
      return [
        {
          type: 'TimesheetGraceGranted',
          data: { ...periodFacts(data), by: data.actor.id, until: data.until },
        },
      ];
    }
    case 'LockTimesheet': {
      const { data } = command;
      const due = autoLockDue({
        status: state.status,
        graceUntil: state.graceUntil,
        to: data.period.to,
        today: data.today,
        autoLockDays: data.autoLockDays,
        holidays: data.holidays,
      });
      if (!due) return [];
      return [
        {
          type: 'TimesheetLocked',
          data: {
            userId: data.userId,
            period: data.period.key,
            from: data.period.from,
            to: data.period.to,
            on: data.today,
            afterWorkingDays: data.autoLockDays,
          },
        },
      ];
    }
    case 'RecordTimesheetRejectionEmail':
      // A job that runs again after its send was recorded changes nothing.
      if (state.rejectionsEmailed.includes(command.data.rejectionEventId)) return [];
      return [{ type: 'TimesheetRejectionEmailed', data: command.data }];
    case 'RecordTimesheetReminderEmail':
      // The same reminder of the same day recorded already: a retried job.
      if (wasReminded(state, command.data)) return [];
      return [{ type: 'TimesheetReminderEmailed', data: command.data }];
    default:
      return assertNever(command);
  }
}
