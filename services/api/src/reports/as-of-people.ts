import type { FastifyInstance } from 'fastify';
import {
  evolveUser,
  initialUserState,
  listedWithin,
  userDecider,
  userStream,
  type UserState,
} from '@teamledger/domain';
import {
  everyUserId,
  findWorkspaceById,
  type ReportPeopleFilter,
  type ReportPerson,
} from '@teamledger/read-models';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * These people's user streams folded as recorded by `asOf` (evolveUser), in one read;
 * someone registered after the instant (work recorded with earlier times, as imports and the
 * demo do) is taken as registered, and every later change is left out.
 */
export async function userStatesAsOf(
  app: FastifyInstance,
  userIds: readonly string[],
  asOf: string,
): Promise<Map<string, UserState>> {
  const states = new Map<string, UserState>();
  const cutoff = Date.parse(asOf);
  for (const recorded of await app.deps.store.readStreams(userIds.map(userStream))) {
    const userId = recorded.stream.slice(userStream('').length);
    const state = states.get(userId) ?? initialUserState;
    if (Date.parse(recorded.metadata.at) > cutoff && state.exists) continue;
    states.set(userId, evolveUser(state, userDecider.parse(recorded)));
  }
  return states;
}

/**
 * The people a report of `filter` listed at `asOf`: each person's stream folded as recorded
 * by then (evolveUser), so their status, role, team, join and leave days, workspaces and the
 * HR-report flag are as they stood, and a change recorded afterwards (deactivated, moved to
 * another team) does not change the answer; someone registered only after the instant is
 * as registered. Listed as the reports list (listedWithin), by name. Who may ask stays
 * today's rule; the workspaces are named as today.
 */
export async function asOfPeople(
  app: FastifyInstance,
  filter: ReportPeopleFilter,
  asOf: string,
): Promise<ReportPerson[]> {
  const { pool } = app.deps;
  const states = await userStatesAsOf(app, filter.userIds ?? (await everyUserId(pool)), asOf);
  const team = filter.teamName?.toLowerCase() ?? null;
  const listed = [...states].flatMap(([id, state]) =>
    state.exists &&
    listedWithin(state, filter.from, filter.to) &&
    (team === null || state.teamName?.toLowerCase() === team) &&
    (filter.workspaceIds === null ||
      state.workspaceIds.some((workspaceId) => filter.workspaceIds!.includes(workspaceId))) &&
    !(filter.hrReport && state.excludedFromHrReports)
      ? [{ id, state }]
      : [],
  );
  const names = new Map(
    await Promise.all(
      [...new Set(listed.flatMap(({ state }) => state.workspaceIds))].map(
        async (id) => [id, await findWorkspaceById(pool, id)] as const,
      ),
    ),
  );
  return listed
    .map(({ id, state }) => ({
      id,
      name: state.name,
      teamName: state.teamName,
      status: state.status,
      joinedOn: state.joinedOn,
      leftOn: state.leftOn,
      workspaces: state.workspaceIds
        .flatMap((workspaceId) => {
          const workspace = names.get(workspaceId);
          return workspace && !workspace.deleted
            ? [{ id: workspace.id, name: workspace.name }]
            : [];
        })
        .sort((a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id)),
    }))
    .sort((a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id));
}
