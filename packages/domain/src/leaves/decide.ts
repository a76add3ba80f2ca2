import { rangeDays } from '../calendar/index.js';
import { assertNever, conflict, invalid, notFound, ruleViolation } from '../shared/index.js';
import type { LeaveCommand } from './commands.js';
import type { LeaveEvent } from './events.js';
import type { LeaveState } from './evolve.js';
import {
  LEAVE_MAX_DAYS,
  LEAVE_ORDER_MESSAGE,
  LEAVE_TOO_LONG_MESSAGE,
  LEAVE_WINDOW_MESSAGE,
  leaveStartWindow,
} from './rules.js';

export function decideLeave(command: LeaveCommand, state: LeaveState): LeaveEvent[] {
  switch (command.type) {
    case 'ApplyForLeave': {
      const { today, ...leave } = command.data;
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
      return [{ type: 'LeaveApplied', data: leave }];
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
