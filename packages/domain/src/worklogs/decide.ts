import { assertMayCorrect, assertMayMoveTo, providerUserRefused } from '../access/index.js';
import { assertNever, conflict, invalid, notFound, ruleViolation } from '../shared/index.js';
import type { CorrectHours, CorrectionContext, PeriodLock, WorklogCommand } from './commands.js';
import type { HoursCorrected, WorklogEntryFields, WorklogEvent } from './events.js';
import type { WorklogEntry, WorklogState } from './evolve.js';
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

/** A change to a day's hours inside a submitted, approved or locked period is refused, naming it. */
export function assertUnlocked(locks: readonly PeriodLock[] | undefined, date: string): void {
  const lock = locks?.find((candidate) => candidate.from <= date && date <= candidate.to);
  if (lock !== undefined) {
    throw ruleViolation('timesheet_locked', lock.message, { date: lock.message });
  }
}

/** The entry a correction names, as this day's stream holds it, if the actor may correct it. */
function correctable(context: CorrectionContext, state: WorklogState): WorklogEntry {
  const entry = state.entries[context.worklogId];
  if (entry === undefined) {
    // Deleted, moved to another day, or never here: the caller looked at an older copy.
    throw notFound('This entry');
  }
  if (context.reason.trim() === '') {
    throw invalid('reason_required', 'Reason is required!', { reason: 'Reason is required!' });
  }
  assertMayCorrect({
    actor: context.actor,
    entry: {
      ownerId: entry.userId,
      date: entry.date,
      synced: context.synced,
      providerUrl: context.providerUrl,
    },
    today: context.today,
    windowWeeks: context.windowWeeks,
  });
  assertUnlocked(context.locks, entry.date);
  return entry;
}

/** The reason a correction the sync brings from the provider carries. */
export const SYNCED_CHANGE_REASON = 'Changed at the provider';

const fieldsOf = (entry: WorklogEntry): WorklogEntryFields => ({
  workspaceId: entry.workspaceId,
  milestoneId: entry.milestoneId,
  title: entry.title,
  details: entry.details,
  hours: entry.hours,
  date: entry.date,
});

const sameFields = (a: WorklogEntryFields, b: WorklogEntryFields) =>
  (Object.keys(a) as (keyof WorklogEntryFields)[]).every((key) => a[key] === b[key]);

/**
 * A correction of an entry of this day's stream as its event, or null when it changes
 * nothing; throws when it may not be made: the entry is gone, no reason, the actor may not
 * correct it (correctionRefusal), the hours or the workspace are wrong, or the new date is
 * after today or (for the owner) outside its own window. The new day's 24 hours are
 * decided where it is appended: here for the same day, by MoveHoursIn for another.
 */
export function correctionOf(
  command: CorrectHours['data'],
  state: WorklogState,
): HoursCorrected['data'] | null {
  const entry = correctable(command, state);
  const { to } = command;
  if (!Number.isFinite(to.hours) || to.hours <= WORKLOG_MIN_HOURS || to.hours > WORKLOG_MAX_HOURS) {
    throw invalid('hours_range', HOURS_RANGE_MESSAGE, { hours: HOURS_RANGE_MESSAGE });
  }
  const from = fieldsOf(entry);
  if (sameFields(from, to)) return null;
  if (to.workspaceId !== from.workspaceId && !command.isWorkspaceMember) {
    throw ruleViolation('not_workspace_member', NOT_A_MEMBER_MESSAGE, {
      workspaceId: NOT_A_MEMBER_MESSAGE,
    });
  }
  if (to.date !== from.date) {
    assertMayMoveTo(
      {
        actor: command.actor,
        entry: { ownerId: entry.userId, date: from.date, synced: false, providerUrl: null },
        today: command.today,
        windowWeeks: command.windowWeeks,
      },
      to.date,
    );
    assertUnlocked(command.locks, to.date);
  }
  return {
    worklogId: entry.worklogId,
    userId: entry.userId,
    from,
    to,
    loggedAt: to.date === from.date ? entry.loggedAt : null,
    reason: command.reason.trim(),
    by: command.actor.id,
  };
}

/** The day's total with `worklogId` taking `hours` (0: gone) still holds 24 hours. */
function assertDayHoldsInstead(
  state: WorklogState,
  worklogId: string,
  hours: number,
  date: string,
): void {
  const others = roundHours(state.hours - (state.entries[worklogId]?.hours ?? 0));
  assertDayHolds({ ...state, hours: others }, hours, date);
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
        locks,
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
      assertUnlocked(locks, date);
      assertDayHolds(state, hours, date);
      return [{ type: 'HoursLogged', data: { ...entry, loggedAt: date === today ? at : null } }];
    }
    case 'RecordSyncedHours': {
      const { hours, date, worklogId } = command.data;
      const known = state.worklogIds.includes(worklogId);
      const entry = state.entries[worklogId];
      // Deleted or moved away here, or the same as stored: nothing to add.
      if (known && (entry === undefined || entry.date !== date)) return [];
      const to: WorklogEntryFields = {
        workspaceId: command.data.workspaceId,
        milestoneId: command.data.milestoneId,
        title: command.data.title,
        details: command.data.details,
        hours,
        date,
      };
      if (entry !== undefined && sameFields(fieldsOf(entry), to)) return [];
      if (!Number.isFinite(hours) || hours <= WORKLOG_MIN_HOURS || hours > WORKLOG_MAX_HOURS) {
        throw invalid('hours_range', SYNCED_HOURS_RANGE_MESSAGE, {
          hours: SYNCED_HOURS_RANGE_MESSAGE,
        });
      }
      if (entry === undefined) {
        assertDayHolds(state, hours, date);
        return [{ type: 'HoursLogged', data: command.data }];
      }
      // Changed at the provider (hours, text, ticket's milestone): corrected here as an event.
      assertDayHoldsInstead(state, worklogId, hours, date);
      return [
        {
          type: 'HoursCorrected',
          data: {
            worklogId,
            userId: entry.userId,
            from: fieldsOf(entry),
            to,
            loggedAt: entry.loggedAt,
            reason: SYNCED_CHANGE_REASON,
            by: entry.userId,
          },
        },
      ];
    }
    case 'DeleteSyncedHours': {
      const entry = state.entries[command.data.worklogId];
      if (entry === undefined) return [];
      return [
        {
          type: 'HoursDeleted',
          data: {
            worklogId: entry.worklogId,
            userId: entry.userId,
            from: fieldsOf(entry),
            reason: command.data.reason,
            by: entry.userId,
          },
        },
      ];
    }
    case 'CorrectHours': {
      const correction = correctionOf(command.data, state);
      if (correction === null) return [];
      if (correction.to.date !== correction.from.date) {
        throw new Error('CorrectHours: a move to another day is MoveHoursIn, then MoveHoursOut');
      }
      assertDayHoldsInstead(state, correction.worklogId, correction.to.hours, correction.to.date);
      return [{ type: 'HoursCorrected', data: correction }];
    }
    case 'MoveHoursIn': {
      const { worklogId, to } = command.data;
      // Here already: a retry of the same move.
      if (state.entries[worklogId] !== undefined) return [];
      assertDayHoldsInstead(state, worklogId, to.hours, to.date);
      return [{ type: 'HoursCorrected', data: command.data }];
    }
    case 'MoveHoursOut':
      return state.entries[command.data.worklogId] === undefined
        ? []
        : [{ type: 'HoursMovedOut', data: command.data }];
    case 'DeleteHours': {
      const entry = correctable(command.data, state);
      return [
        {
          type: 'HoursDeleted',
          data: {
            worklogId: entry.worklogId,
            userId: entry.userId,
            from: fieldsOf(entry),
            reason: command.data.reason.trim(),
            by: command.data.actor.id,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}
