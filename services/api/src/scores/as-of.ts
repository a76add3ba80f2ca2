import type { FastifyInstance } from 'fastify';
import {
  evolveScore,
  initialScoreState,
  isScorable,
  scoreDecider,
  scoreStream,
  type ScoreEvent,
} from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';
import type { ScorablePerson, ScoreRow } from '@teamledger/read-models';
import { userStatesAsOf } from '../reports/as-of-people.js';
import { rowFromState, type SavedAt } from './view.js';

interface Recorded {
  at: string;
  event: ScoreEvent;
}

/**
 * A month's score as it stood at `cutoff`: the events recorded by then (their metadata's
 * `at`, inclusive) folded with the decider's own evolveScore into the read model's row, as
 * the scores projection keeps it (the leads and template of the last step saved, each step's
 * saved time); null when nothing was saved by then.
 */
function rowAt(
  key: { userId: string; month: string },
  recorded: readonly Recorded[],
  cutoff: string,
): ScoreRow | null {
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
  return leadIds === null ? null : rowFromState(key, state, leadIds, templateName, savedAt);
}

/**
 * A month's score stream, to see the score as it stood at an instant: `rowAt(cutoff)`; null
 * when nothing was saved by then. `approvedAt` is when the score was approved, null while
 * it is not.
 */
export async function scoreHistoryOf(store: EventStore, userId: string, month: string) {
  const recorded = (await store.readStream(scoreStream(userId, month))).map((stored) => ({
    at: stored.metadata.at,
    event: scoreDecider.parse(stored),
  }));
  const approvedAt = recorded.find(({ event }) => event.type === 'ScoreApproved')?.at ?? null;
  return {
    approvedAt,
    rowAt: (cutoff: string) => rowAt({ userId, month }, recorded, cutoff),
  };
}

/**
 * The saved scores of these people in these months as they stood at `asOf`, as `scoresOf`
 * answers now (newest month first): every month's stream in one read, each folded by rowAt.
 */
export async function scoresAsOf(
  store: EventStore,
  userIds: readonly string[],
  months: readonly string[],
  asOf: string,
): Promise<ScoreRow[]> {
  const keys = new Map(
    userIds.flatMap((userId) =>
      months.map((month) => [scoreStream(userId, month), { userId, month }] as const),
    ),
  );
  const byStream = new Map<string, Recorded[]>();
  for (const stored of await store.readStreams([...keys.keys()])) {
    const recorded = byStream.get(stored.stream) ?? [];
    recorded.push({ at: stored.metadata.at, event: scoreDecider.parse(stored) });
    byStream.set(stored.stream, recorded);
  }
  return [...byStream]
    .flatMap(([stream, recorded]) => rowAt(keys.get(stream)!, recorded, asOf) ?? [])
    .sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}

/** A person of a score list as they stood at an instant, with their leads today. */
export interface ScorePersonThen extends ScorablePerson {
  /** Their leads now: who may see their months is today's rule. */
  leadIdsNow: string[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The people a score list may show today (`people`, as they are now), as their user
 * streams stood at `asOf` (name, team, leads: asOfPeople's fold), by name; with `scorable`,
 * only those who were scored then (isScorable), so someone deactivated since is listed and
 * someone who became a User since is not.
 */
export async function scorePeopleAsOf(
  app: FastifyInstance,
  people: readonly ScorablePerson[],
  asOf: string,
  { scorable }: { scorable: boolean },
): Promise<ScorePersonThen[]> {
  const states = await userStatesAsOf(
    app,
    people.map((person) => person.id),
    asOf,
  );
  return people
    .flatMap((now) => {
      const then = states.get(now.id);
      if (!then?.exists || (scorable && !isScorable(then))) return [];
      return [
        {
          id: now.id,
          name: then.name,
          teamName: then.teamName,
          leadIds: then.leadIds,
          leadIdsNow: now.leadIds,
        },
      ];
    })
    .sort((a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id));
}
