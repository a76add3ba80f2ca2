import { roundHours } from './rules.js';
import type { WorklogEvent } from './events.js';

/** One person's day of entries. */
export interface WorklogState {
  /** Hours logged for the day so far, all entries together. */
  hours: number;
  worklogIds: readonly string[];
}

export const initialWorklogState: WorklogState = { hours: 0, worklogIds: [] };

export const evolveWorklog = (state: WorklogState, event: WorklogEvent): WorklogState => ({
  hours: roundHours(state.hours + event.data.hours),
  worklogIds: [...state.worklogIds, event.data.worklogId],
});
