import type { ClientBase, Pool } from 'pg';
import type { Availability, IsoDate, Role, UserStatus } from '@teamledger/domain';
import {
  SELECT_REPORT_PERSON,
  reportPeopleParams,
  type ReportPeopleFilter,
} from './report-people-sql.js';

export type { ReportPaging, ReportPeopleFilter } from './report-people-sql.js';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  teamName: string | null;
  leadIds: string[];
  workspaceIds: string[];
  defaultWorkspaceId: string | null;
  isProviderUser: boolean;
  /** The isLead flag itself; see leadsSomeone for being named someone's lead. */
  isLeadFlag: boolean;
  leadsSomeone: boolean;
  gender: string | null;
  availability: Availability;
  textStatus: string;
  sessionVersion: number;
  registeredAt: Date;
  /** The first day with the company; null for people added before join dates. */
  joinedOn: IsoDate | null;
  /** While the status is 'left': the first day the person was gone. */
  leftOn: IsoDate | null;
}

/** The columns of a UserRow, from `users u` (see userFromRow); for a query that adds to them. */
export const SELECT_USER = `
  SELECT u.id, u.email, u.name, u.role, u.status, u.team_name, u.lead_ids, u.workspace_ids,
         u.default_workspace_id, u.is_provider_user, u.is_lead, u.gender, u.availability,
         u.text_status, u.session_version, u.registered_at, u.joined_on::text AS joined_on,
         u.left_on::text AS left_on,
         EXISTS (SELECT 1 FROM users led WHERE led.lead_ids @> ARRAY[u.id]
                 AND led.status NOT IN ('deleted', 'rejected')) AS leads_someone
  FROM users u`;

export interface UserSqlRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  team_name: string | null;
  lead_ids: string[];
  workspace_ids: string[];
  default_workspace_id: string | null;
  is_provider_user: boolean;
  is_lead: boolean;
  gender: string | null;
  availability: Availability;
  text_status: string;
  session_version: number;
  registered_at: Date;
  joined_on: IsoDate | null;
  left_on: IsoDate | null;
  leads_someone: boolean;
}

type Row = UserSqlRow;

export const userFromRow = (row: Row): UserRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  teamName: row.team_name,
  leadIds: row.lead_ids,
  workspaceIds: row.workspace_ids,
  defaultWorkspaceId: row.default_workspace_id,
  isProviderUser: row.is_provider_user,
  isLeadFlag: row.is_lead,
  leadsSomeone: row.leads_someone,
  gender: row.gender,
  availability: row.availability,
  textStatus: row.text_status,
  sessionVersion: row.session_version,
  registeredAt: row.registered_at,
  joinedOn: row.joined_on,
  leftOn: row.left_on,
});

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] ? userFromRow(rows[0]) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_USER} WHERE u.email = $1`, [email]);
  return rows[0] ? userFromRow(rows[0]) : null;
}

/** The person's default workspace if it exists and is not deleted, in one query. */
export async function liveDefaultWorkspaceId(db: Db, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>({
    name: 'users_live_default_workspace',
    text: `SELECT w.id FROM users u
             JOIN workspaces w ON w.id = u.default_workspace_id AND NOT w.deleted
            WHERE u.id = $1`,
    values: [userId],
  });
  return rows[0]?.id ?? null;
}

/** The people of `ids` that exist, in no particular order. */
export async function usersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Row>(`${SELECT_USER} WHERE u.id = ANY($1::uuid[])`, [ids]);
  return rows.map(userFromRow);
}

/** id -> name for showing who did something; unknown ids are left out. */
export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Active people by name, for pickers. */
export async function listDirectory(
  db: Db,
): Promise<{ id: string; name: string; email: string; role: Role }[]> {
  const { rows } = await db.query<{ id: string; name: string; email: string; role: Role }>(
    `SELECT id, name, email, role FROM users WHERE status = 'active' ORDER BY lower(name), id`,
  );
  return rows;
}

/** A person an all-user report lists, with their live workspaces by name. */
export interface ReportPerson {
  id: string;
  name: string;
  teamName: string | null;
  status: UserStatus;
  joinedOn: IsoDate | null;
  leftOn: IsoDate | null;
  workspaces: { id: string; name: string }[];
}

/** Every person's id, whatever their status: whom an "as of" report may have listed then. */
export async function everyUserId(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users ORDER BY id');
  return rows.map((row) => row.id);
}

/**
 * The people all-user reports list, by name: roles User and Viewer, active, or left after
 * the report's first day, and joined by its last (DESIGN.md decisions 4 and 7; reportedFrom
 * and reportedUntil in the domain bound their rows).
 */
export async function reportPeople(db: Db, filter: ReportPeopleFilter): Promise<ReportPerson[]> {
  const { rows } = await db.query<ReportPerson>(SELECT_REPORT_PERSON, reportPeopleParams(filter));
  return rows;
}

/**
 * Provider users who may still get synced data (not deleted or rejected), by lower-case
 * email: how the provider sync matches the provider's people to ours.
 */
export async function providerUserIdsByEmail(db: Db): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users
     WHERE is_provider_user AND status NOT IN ('deleted', 'rejected')`,
  );
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}
