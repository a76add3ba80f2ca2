import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, userDecider, userStream, type UserAdminRow } from '@teamledger/domain';
import { foldStream, type EventStore } from '@teamledger/eventstore';
import type { Pool } from '@teamledger/platform';
import { findUserAdminRow, userNames, workspaceNames } from '@teamledger/read-models';

/**
 * The answer of a command on a person: the users read model's row once it shows the
 * command (it also carries a team's later rename), else the row built from the stream. A
 * lagging read model never turns a stored change into a 404 or a 500.
 */
export async function answerRow(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<UserAdminRow> {
  const behind = request.readModelsPending?.includes('users') ?? false;
  const row = behind ? null : await findUserAdminRow(app.deps.pool, userId);
  return row ?? adminRowFromStore(app.deps.store, app.deps.pool, userId);
}

/**
 * A person as the Users screens show them, from their own stream: what a command just
 * decided is there at once, whatever the users read model shows yet. Only the names of
 * the leads and workspaces they point at come from the read models (other people's and
 * workspaces' rows, which the command did not change).
 */
export async function adminRowFromStore(
  store: EventStore,
  pool: Pool,
  userId: string,
): Promise<UserAdminRow> {
  const history = await store.readStream(userStream(userId));
  const state = foldStream(userDecider, history);
  if (!state.exists) throw notFound('User');
  const leadNames = await userNames(pool, state.leadIds);
  const workspaces = (await workspaceNames(pool, state.workspaceIds)).sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id),
  );
  const defaultWorkspace =
    state.defaultWorkspaceId === null
      ? null
      : ((await workspaceNames(pool, [state.defaultWorkspaceId]))[0] ?? null);
  return {
    id: state.userId,
    name: state.name,
    email: state.email,
    gender: state.gender,
    role: state.role,
    status: state.status,
    availability: state.availability,
    textStatus: state.textStatus,
    teamName: state.teamName,
    isProviderUser: state.isProviderUser,
    isLead: state.isLead,
    excludedFromHrReports: state.excludedFromHrReports,
    leads: state.leadIds.flatMap((id) => {
      const name = leadNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    workspaces,
    defaultWorkspace,
    registeredAt: history[0]!.metadata.at,
    joinedOn: state.joinedOn,
    leftOn: state.leftOn,
  };
}
