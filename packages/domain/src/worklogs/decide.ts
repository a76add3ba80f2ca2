import { providerUserRefused } from '../access/index.js';
import { assertNever, conflict, invalid, ruleViolation } from '../shared/index.js';
import type { WorklogCommand } from './commands.js';
import type { WorklogEvent } from './events.js';
import type { WorklogState } from './evolve.js';
import {
  DAY_MAX_HOURS,
  HOURS_RANGE_MESSAGE,
  SYNCED_HOURS_RANGE_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  roundHours,
  WORKLOG_DATE_WINDOW_MESSAGE,
  WORKLOG_MAX_HOURS,
  WORKLOG_MIN_HOURS,
  worklogDateWindow,
} from './rules.js';

/** A day holds 24 hours, synced and hand-made entries together (its stream's total). */
function assertDayHolds(state: WorklogState, hours: number, date: string): void {
  const already = state.hours;
  if (roundHours(already + hours) > DAY_MAX_HOURS) {
    const message = `A day cannot have more than ${DAY_MAX_HOURS} hours logged: ${already} hours are logged for ${date} already.`;
    throw ruleViolation('day_hours_limit', message, { hours: message });
  }
}

export function decideWorklog(command: WorklogCommand, state: WorklogState): WorklogEvent[] {
  switch (command.type) {
    case 'LogHours': {
      const {
        today,
        at,
        isProviderUser,
        synced = false,
        isWorkspaceMember,
        ...entry
      } = command.data;
      if (isProviderUser && !synced) throw providerUserRefused();
      if (state.worklogIds.includes(entry.worklogId)) {
        throw conflict('worklog_exists', 'This entry is logged already.');
      }
      if (!isWorkspaceMember)
        throw ruleViolation('not_workspace_member', NOT_A_MEMBER_MESSAGE, {
          workspaceId: NOT_A_MEMBER_MESSAGE,
        });
      const { hours, date } = entry;
      if (!Number.isFinite(hours) || hours <= WORKLOG_MIN_HOURS || hours > WORKLOG_MAX_HOURS) {
        throw invalid('hours_range', HOURS_RANGE_MESSAGE, { hours: HOURS_RANGE_MESSAGE });
      }
      const { min, max } = worklogDateWindow(today);
      if (date < min || date > max) {
        throw ruleViolation('worklog_date_window', WORKLOG_DATE_WINDOW_MESSAGE, {
          date: WORKLOG_DATE_WINDOW_MESSAGE,
        });
      }
      assertDayHolds(state, hours, date);
      return [{ type: 'HoursLogged', data: { ...entry, loggedAt: date === today ? at : null } }];
    }
    case 'RecordSyncedHours': {
      // The next sync reads the task again: it is there already, nothing to add.
      if (state.worklogIds.includes(command.data.worklogId)) return [];
      const { hours, date } = command.data;
      if (!Number.isFinite(hours) || hours <= WORKLOG_MIN_HOURS || hours > WORKLOG_MAX_HOURS) {
        throw invalid('hours_range', SYNCED_HOURS_RANGE_MESSAGE, {
          hours: SYNCED_HOURS_RANGE_MESSAGE,
        });
      }
      assertDayHolds(state, hours, date);
      return [{ type: 'HoursLogged', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}
