import type { ClientBase, Pool } from 'pg';
import type { HallType, WorkProviderName, Workspace } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface WorkspaceRow {
  id: string;
  name: string;
  isProviderSpace: boolean;
  /** The provider it named; null with a space: the worker's WORK_PROVIDER (D275). */
  provider: WorkProviderName | null;
  providerSpaceId: string | null;
  providerCheck: 'not_checked' | null;
  hallType: HallType;
  seatOrder: string[];
  deleted: boolean;
}

interface Row {
  id: string;
  name: string;
  is_provider_space: boolean;
  provider: WorkProviderName | null;
  provider_space_id: string | null;
  provider_check: 'not_checked' | null;
  hall_type: HallType;
  seat_order: string[];
  deleted: boolean;
}

const toWorkspace = (row: Row): WorkspaceRow => ({
  id: row.id,
  name: row.name,
  isProviderSpace: row.is_provider_space,
  provider: row.provider,
  providerSpaceId: row.provider_space_id,
  providerCheck: row.provider_check,
  hallType: row.hall_type,
  seatOrder: row.seat_order,
  deleted: row.deleted,
});

const SELECT = `SELECT id, name, is_provider_space, provider, provider_space_id, provider_check,
  hall_type, seat_order, deleted FROM workspaces`;

/** The key a workspace's provider link is reserved by (the domain's providerSpaceKey). */
const PROVIDER_KEY = `CASE WHEN provider IS NULL THEN provider_space_id
  ELSE provider || ':' || provider_space_id END`;

/** A workspace by id, deleted or not. */
export async function findWorkspaceById(db: Db, id: string): Promise<WorkspaceRow | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] ? toWorkspace(rows[0]) : null;
}

/** The live workspace with this name, ignoring case. */
export async function findLiveWorkspaceByName(db: Db, name: string): Promise<WorkspaceRow | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE NOT deleted AND lower(name) = lower($1) LIMIT 1`,
    [name.trim()],
  );
  return rows[0] ? toWorkspace(rows[0]) : null;
}

/** The live workspace holding this provider link (its key: providerSpaceKey). */
export async function findLiveWorkspaceByProviderSpace(
  db: Db,
  providerSpaceKey: string,
): Promise<WorkspaceRow | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE NOT deleted AND provider_space_id IS NOT NULL AND ${PROVIDER_KEY} = $1
     LIMIT 1`,
    [providerSpaceKey],
  );
  return rows[0] ? toWorkspace(rows[0]) : null;
}

/** Which of these ids are live workspaces (unknown and deleted ones are left out). */
export async function liveWorkspaceIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM workspaces WHERE NOT deleted AND id = ANY($1::uuid[])',
    [ids],
  );
  return rows.map((row) => row.id);
}

/**
 * Live workspaces by name, each with its active members: seated ones by seat (the 1-based
 * position in the stored seat order, so a seat left by someone stays empty), then the
 * others by name. A provider workspace that named no provider shows `defaultProvider`.
 */
export async function listWorkspaces(
  db: Db,
  defaultProvider: WorkProviderName,
): Promise<Workspace[]> {
  const [workspaces, members] = await Promise.all([
    db.query<Row>(`${SELECT} WHERE NOT deleted ORDER BY lower(name), id`),
    db.query<{ workspace_id: string; id: string; name: string; seat: number | null }>(
      `SELECT w.id AS workspace_id, u.id, u.name, array_position(w.seat_order, u.id) AS seat
       FROM workspaces w JOIN users u ON u.workspace_ids @> ARRAY[w.id]
       WHERE NOT w.deleted AND u.status = 'active'
       ORDER BY seat NULLS LAST, lower(u.name), u.id`,
    ),
  ]);
  const byWorkspace = new Map<string, Workspace['members']>();
  for (const member of members.rows) {
    const list = byWorkspace.get(member.workspace_id) ?? [];
    list.push({ id: member.id, name: member.name, seat: member.seat });
    byWorkspace.set(member.workspace_id, list);
  }
  return workspaces.rows.map((row) => {
    const { seatOrder: _seatOrder, deleted: _deleted, ...workspace } = toWorkspace(row);
    return {
      ...workspace,
      provider: workspace.provider ?? (workspace.isProviderSpace ? defaultProvider : null),
      members: byWorkspace.get(row.id) ?? [],
    };
  });
}

/** The active people who have this workspace among theirs, by name. */
export async function workspaceMembers(
  db: Db,
  workspaceId: string,
): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM users WHERE status = 'active' AND workspace_ids @> ARRAY[$1::uuid]
     ORDER BY lower(name), id`,
    [workspaceId],
  );
  return rows;
}

/** Ids of the active people who have this workspace among theirs. */
export async function workspaceMemberIds(db: Db, workspaceId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE status = 'active' AND workspace_ids @> ARRAY[$1::uuid]`,
    [workspaceId],
  );
  return rows.map((row) => row.id);
}

/** The live workspaces among `ids`, as id and name, in the order of `ids`. */
export async function workspaceNames(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM workspaces WHERE id = ANY($1::uuid[]) AND NOT deleted`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ProviderWorkspace {
  id: string;
  name: string;
  /** null: the worker's WORK_PROVIDER (made before workspaces named theirs). */
  provider: WorkProviderName | null;
  providerSpaceId: string;
}

/** The live workspaces linked to a provider space: what the provider sync brings data for. */
export async function liveProviderWorkspaces(db: Db): Promise<ProviderWorkspace[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    provider: WorkProviderName | null;
    provider_space_id: string;
  }>(
    `SELECT id, name, provider, provider_space_id FROM workspaces
     WHERE NOT deleted AND provider_space_id IS NOT NULL ORDER BY lower(name), id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    provider: row.provider,
    providerSpaceId: row.provider_space_id,
  }));
}
