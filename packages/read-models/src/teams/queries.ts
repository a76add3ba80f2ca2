import type { ClientBase, Pool } from 'pg';
import type { Team } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface TeamRow {
  id: string;
  name: string;
  deleted: boolean;
}

// Members are matched by name, ignoring case, as team names are unique that way.
const MEMBER_COUNT = `(SELECT count(*)::int FROM users u
    WHERE lower(u.team_name) = lower(t.name) AND u.status NOT IN ('deleted', 'rejected'))`;

/** Live teams by name, with how many people are in each. */
export async function listTeams(db: Db): Promise<Team[]> {
  const { rows } = await db.query<{ id: string; name: string; member_count: number }>(
    `SELECT t.id, t.name, ${MEMBER_COUNT} AS member_count
     FROM teams t WHERE NOT t.deleted ORDER BY lower(t.name), t.id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, memberCount: row.member_count }));
}

/** A team by id, deleted or not. */
export async function findTeamById(
  db: Db,
  id: string,
): Promise<(TeamRow & { memberCount: number }) | null> {
  const { rows } = await db.query<TeamRow & { member_count: number }>(
    `SELECT t.id, t.name, t.deleted, ${MEMBER_COUNT} AS member_count FROM teams t WHERE t.id = $1`,
    [id],
  );
  const row = rows[0];
  return row
    ? { id: row.id, name: row.name, deleted: row.deleted, memberCount: row.member_count }
    : null;
}

/** The live team with this name, ignoring case and surrounding spaces. */
export async function findLiveTeamByName(db: Db, name: string): Promise<TeamRow | null> {
  const { rows } = await db.query<TeamRow>(
    'SELECT id, name, deleted FROM teams WHERE NOT deleted AND lower(name) = lower($1) LIMIT 1',
    [name.trim()],
  );
  return rows[0] ?? null;
}
