import { evolveScore, initialScoreState, scoreDecider, scoreStream } from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';
import type { ScoreRow } from '@teamledger/read-models';
import { rowFromState, type SavedAt } from './view.js';

/**
 * A month's score stream, to see the score as it stood at an instant: `rowAt(cutoff)` folds
 * the events recorded by then (their metadata's `at`, inclusive) with the decider's own
 * evolveScore into the read model's row, as the scores projection keeps it (the leads and
 * template of the last step saved, each step's saved time); null when nothing was saved by
 * then. `approvedAt` is when the score was approved, null while it is not.
 */
export async function scoreHistoryOf(store: EventStore, userId: string, month: string) {
  const recorded = (await store.readStream(scoreStream(userId, month))).map((stored) => ({
    at: stored.metadata.at,
    event: scoreDecider.parse(stored),
  }));
  const approvedAt = recorded.find(({ event }) => event.type === 'ScoreApproved')?.at ?? null;
  const rowAt = (cutoff: string): ScoreRow | null => {
    let state = initialScoreState;
    let leadIds: string[] | null = null;
    let templateName: string | null = null;
    const savedAt: SavedAt = {};
    for (const { at, event } of recorded) {
      if (Date.parse(at) > Date.parse(cutoff)) continue;
      state = evolveScore(state, event);
      if (event.type === 'ScoreStepSaved') {
        leadIds = event.data.leadIds;
        templateName = event.data.templateName ?? templateName;
        savedAt[event.data.step] = at;
      }
    }
    return leadIds === null
      ? null
      : rowFromState({ userId, month }, state, leadIds, templateName, savedAt);
  };
  return { approvedAt, rowAt };
}
