import { assertNever } from '../shared/index.js';
import { roundHours } from './rules.js';
import type { HoursLogged, WorklogEvent } from './events.js';

/** An entry of the day as its stream holds it now. */
export type WorklogEntry = HoursLogged['data'];

/** One person's day of entries. */
export interface WorklogState {
  /** Hours of the day's entries, all together. */
  hours: number;
  /** Every entry id this stream ever held, so a repeated one is known. */
  worklogIds: readonly string[];
  /** The day's entries now: corrected, without those deleted or moved to another day. */
  entries: Readonly<Record<string, WorklogEntry>>;
}

export const initialWorklogState: WorklogState = { hours: 0, worklogIds: [], entries: {} };

const withEntries = (
  state: WorklogState,
  entries: Record<string, WorklogEntry>,
  worklogId: string,
): WorklogState => ({
  hours: roundHours(Object.values(entries).reduce((sum, entry) => sum + entry.hours, 0)),
  worklogIds: state.worklogIds.includes(worklogId)
    ? state.worklogIds
    : [...state.worklogIds, worklogId],
  entries,
});

export function evolveWorklog(state: WorklogState, event: WorklogEvent): WorklogState {
  switch (event.type) {
    case 'HoursLogged':
      return withEntries(
        state,
        { ...state.entries, [event.data.worklogId]: event.data },
        event.data.worklogId,
      );
    case 'HoursCorrected': {
      const { worklogId, userId, to, loggedAt } = event.data;
      // A move brings the entry to this stream: it made no ticket (synced entries stay).
      const ticket = state.entries[worklogId]?.ticket ?? null;
      return withEntries(
        state,
        { ...state.entries, [worklogId]: { worklogId, userId, ...to, loggedAt, ticket } },
        worklogId,
      );
    }
    case 'HoursMovedOut':
    case 'HoursDeleted': {
      const { [event.data.worklogId]: _gone, ...entries } = state.entries;
      return withEntries(state, entries, event.data.worklogId);
    }
    default:
      return assertNever(event);
  }
}
