import { rangeDays } from '../calendar/index.js';
import {
  assertNever,
  conflict,
  forbidden,
  invalid,
  notFound,
  ruleViolation,
  type DomainError,
} from '../shared/index.js';
import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  leaveCancelRefusal,
  leaveDecisionRefusal,
  NOT_APPROVER_MESSAGE,
  OWN_LEAVE_MESSAGE,
  REJECT_NOTE_REQUIRED_MESSAGE,
  STARTED_LEAVE_MESSAGE,
  type LeaveActionRefusal,
} from './approval.js';
import { leaveBalanceMessage } from './balance.js';
import type { LeaveCommand } from './commands.js';
import type { LeaveEvent, LeaveStatus } from './events.js';
import type { LeaveState } from './evolve.js';
import {
  LEAVE_MAX_DAYS,
  LEAVE_ORDER_MESSAGE,
  LEAVE_TOO_LONG_MESSAGE,
  LEAVE_WINDOW_MESSAGE,
  HALF_DAY_ONE_DAY_MESSAGE,
  leaveStartWindow,
} from './rules.js';

const STATUS_WORDS: Record<LeaveStatus, string> = {
  pending: 'waits for approval',
  approved: 'is approved already',
  rejected: 'was rejected',
  cancelled: 'was cancelled',
};

const wrongStatus = (status: LeaveStatus) =>
  conflict('leave_status', `This leave ${STATUS_WORDS[status]}.`);

function refusalError(refusal: LeaveActionRefusal): DomainError {
  switch (refusal) {
    case 'own_leave':
      return forbidden(OWN_LEAVE_MESSAGE);
    case 'not_approver':
      return forbidden(NOT_APPROVER_MESSAGE);
    case 'started':
      return ruleViolation('leave_started', STARTED_LEAVE_MESSAGE);
    case 'not_allowed':
      return forbidden();
    default:
      return assertNever(refusal);
  }
}

export function decideLeave(command: LeaveCommand, state: LeaveState): LeaveEvent[] {
  switch (command.type) {
    case 'ApplyForLeave': {
      const { today, preApproved, balance, halfDay = false, ...facts } = command.data;
      // Only a half day says so: a whole day's events stay as they were before half days.
      const leave = { ...facts, ...(halfDay && { halfDay }) };
      if (state.applied) throw conflict('leave_exists', 'This leave is applied for already.');
      if (leave.to < leave.from) {
        throw invalid('leave_order', LEAVE_ORDER_MESSAGE, { to: LEAVE_ORDER_MESSAGE });
      }
      const { min, max } = leaveStartWindow(today);
      if (leave.from < min || leave.from > max) {
        throw ruleViolation('leave_date_window', LEAVE_WINDOW_MESSAGE);
      }
      if (rangeDays(leave.from, leave.to) > LEAVE_MAX_DAYS) {
        throw ruleViolation('leave_too_long', LEAVE_TOO_LONG_MESSAGE);
      }
      if (halfDay && leave.from !== leave.to) {
        throw invalid('half_day_one_day', HALF_DAY_ONE_DAY_MESSAGE, {
          halfDay: HALF_DAY_ONE_DAY_MESSAGE,
        });
      }
      // History the system writes is not an application: it is not held to a balance.
      if (preApproved !== true && balance !== undefined && !balance.allowNegative) {
        const short = balance.years.find(({ available, charge }) => charge > available);
        if (short) {
          throw ruleViolation(
            'leave_balance',
            leaveBalanceMessage(leave.leaveType, short.year, short.charge, short.available),
          );
        }
      }
      const status = preApproved === true ? 'approved' : 'pending';
      return [{ type: 'LeaveApplied', data: { ...leave, status } }];
    }
    case 'ApproveLeave':
    case 'RejectLeave': {
      if (state.leave === null || state.status === null) throw notFound('Leave');
      const { actor, lead1Id, hrUserId, approver, note } = command.data;
      const refusal = leaveDecisionRefusal({
        actor,
        applicantId: state.leave.userId,
        lead1Id,
        hrUserId,
        approver,
      });
      if (refusal !== null) throw refusalError(refusal);
      if (state.status !== 'pending') throw wrongStatus(state.status);
      const trimmed = note.trim();
      const facts = { leaveId: command.data.leaveId, ...state.leave };
      if (command.type === 'ApproveLeave') {
        return [{ type: 'LeaveApproved', data: { ...facts, note: trimmed } }];
      }
      if (trimmed === '') {
        throw invalid('note_required', REJECT_NOTE_REQUIRED_MESSAGE, {
          note: REJECT_NOTE_REQUIRED_MESSAGE,
        });
      }
      return [{ type: 'LeaveRejected', data: { ...facts, note: trimmed } }];
    }
    case 'CancelLeave': {
      if (state.leave === null || state.status === null) throw notFound('Leave');
      const { actor, hrUserId, today, reason } = command.data;
      const refusal = leaveCancelRefusal({
        actor,
        applicantId: state.leave.userId,
        hrUserId,
        from: state.leave.from,
        today,
      });
      if (refusal !== null) throw refusalError(refusal);
      if (state.status !== 'pending' && state.status !== 'approved') {
        throw wrongStatus(state.status);
      }
      const trimmed = reason.trim();
      // The applicant may just withdraw; anyone else says why.
      if (trimmed === '' && actor.id !== state.leave.userId) {
        throw invalid('reason_required', CANCEL_REASON_REQUIRED_MESSAGE, {
          reason: CANCEL_REASON_REQUIRED_MESSAGE,
        });
      }
      return [
        {
          type: 'LeaveCancelled',
          data: {
            leaveId: command.data.leaveId,
            ...state.leave,
            reason: trimmed,
            wasApproved: state.status === 'approved',
          },
        },
      ];
    }
    case 'RecordLeaveNotification': {
      if (!state.applied) throw notFound('Leave');
      // A job that runs again after its send was recorded changes nothing.
      if (state.hrNotified) return [];
      return [{ type: 'LeaveNotificationSent', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}
