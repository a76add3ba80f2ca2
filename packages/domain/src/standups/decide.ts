import { assertNever, invalid, notFound } from '../shared/index.js';
import type { StandupCommand } from './commands.js';
import { STANDUP_FIELD_LABELS, STANDUP_FIELDS } from './contracts.js';
import type { StandupAnswers, StandupEvent } from './events.js';
import type { StandupState } from './evolve.js';
import { assertMayCorrect, providerUserRefused } from '../access/index.js';

/**
 * SPEC.md 5: each answer is required only when it has no value yet. On a second submit the
 * form is prefilled with the first, so a blank answer keeps what was said before.
 */
function answersFor(command: StandupAnswers, state: StandupState): StandupAnswers {
  const answers: StandupAnswers = {
    yesterday: command.yesterday,
    today: command.today,
    roadblocks: command.roadblocks,
  };
  const missing: Record<string, string> = {};
  for (const field of STANDUP_FIELDS) {
    if (answers[field] !== '') continue;
    if (state.exists) answers[field] = state[field];
    else missing[field] = `${STANDUP_FIELD_LABELS[field]} is required!`;
  }
  const first = Object.values(missing)[0];
  if (first !== undefined) throw invalid('standup_incomplete', first, missing);
  return answers;
}

export function decideStandup(command: StandupCommand, state: StandupState): StandupEvent[] {
  switch (command.type) {
    case 'SubmitStandup': {
      const { userId, date, workspaceId, at, isProviderUser } = command.data;
      if (isProviderUser) throw providerUserRefused();
      const answers = answersFor(command.data, state);
      if (!state.exists) {
        return [
          { type: 'StandupAdded', data: { userId, date, ...answers, workspaceId, reportedAt: at } },
        ];
      }
      const unchanged = STANDUP_FIELDS.every((field) => answers[field] === state[field]);
      if (unchanged) return [];
      return [{ type: 'StandupUpdated', data: { userId, date, ...answers, updatedAt: at } }];
    }
    case 'RecordSyncedStandup': {
      const { userId, date, workspaceId, at, yesterday, today, roadblocks } = command.data;
      const answers = { yesterday, today, roadblocks };
      if (!state.exists) {
        return [
          { type: 'StandupAdded', data: { userId, date, ...answers, workspaceId, reportedAt: at } },
        ];
      }
      // Every sync reads the report again: only a changed one is news.
      if (STANDUP_FIELDS.every((field) => answers[field] === state[field])) return [];
      return [{ type: 'StandupUpdated', data: { userId, date, ...answers, updatedAt: at } }];
    }
    case 'CorrectStandup': {
      if (!state.exists) throw notFound('This standup');
      const { to, reason, actor, today, windowWeeks, synced, providerUrl } = command.data;
      if (reason.trim() === '') {
        throw invalid('reason_required', 'Reason is required!', { reason: 'Reason is required!' });
      }
      const { userId, date } = state;
      assertMayCorrect({
        actor,
        entry: { ownerId: userId, date, synced, providerUrl },
        today,
        windowWeeks,
      });
      const from = { yesterday: state.yesterday, today: state.today, roadblocks: state.roadblocks };
      if (STANDUP_FIELDS.every((field) => to[field] === from[field])) return [];
      return [
        {
          type: 'StandupCorrected',
          data: { userId, date, from, to, reason: reason.trim(), by: actor.id },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}
