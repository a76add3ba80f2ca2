import { assertNever } from '../shared/index.js';
import type { StandupAnswers, StandupEvent } from './events.js';

/**
 * A person's standup of one day, as its stream tells it: enough to decide a second submit
 * and to answer one without reading a read model.
 */
export type StandupState =
  | { exists: false }
  | (StandupAnswers & {
      exists: true;
      userId: string;
      date: string;
      /** Where the person was at the first submit of the day. */
      workspaceId: string | null;
      /** The first submit: 'Reported at' and late arrival go by it. */
      reportedAt: string;
      /** The last submit that changed an answer (reportedAt until then). */
      updatedAt: string;
    });

export const initialStandupState: StandupState = { exists: false };

export function evolveStandup(state: StandupState, event: StandupEvent): StandupState {
  switch (event.type) {
    case 'StandupAdded': {
      const { userId, date, yesterday, today, roadblocks, workspaceId, reportedAt } = event.data;
      return {
        exists: true,
        userId,
        date,
        yesterday,
        today,
        roadblocks,
        workspaceId,
        reportedAt,
        updatedAt: reportedAt,
      };
    }
    case 'StandupUpdated': {
      const { userId, date, yesterday, today, roadblocks, updatedAt } = event.data;
      // An update always follows the day's StandupAdded in its stream.
      const first = state.exists ? state : { workspaceId: null, reportedAt: updatedAt };
      return {
        exists: true,
        userId,
        date,
        yesterday,
        today,
        roadblocks,
        workspaceId: first.workspaceId,
        reportedAt: first.reportedAt,
        updatedAt,
      };
    }
    case 'StandupCorrected':
      // A correction always follows the day's StandupAdded in its stream.
      return state.exists ? { ...state, ...event.data.to } : state;
    default:
      return assertNever(event);
  }
}
