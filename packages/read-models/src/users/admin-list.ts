import type { ClientBase, Pool } from 'pg';
import type { UserAdminRow, UserListQuery } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

interface Row extends Omit<UserAdminRow, 'registeredAt'> {
  registeredAt: Date;
}

// Names come from the workspaces and users read models at query time, so a renamed
// workspace or lead shows up at once; deleted workspaces are left out.
const SELECT_ADMIN_ROW = `
  SELECT u.id, u.name, u.email, u.gender, u.role, u.status, u.availability,
         u.text_status AS "textStatus", u.team_name AS "teamName",
         u.is_provider_user AS "isProviderUser", u.is_lead AS "isLead",
         u.excluded_from_hr_reports AS "excludedFromHrReports",
         u.registered_at AS "registeredAt", u.joined_on::text AS "joinedOn",
         u.left_on::text AS "leftOn",
         COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY o.n)
                   FROM unnest(u.lead_ids) WITH ORDINALITY AS o(id, n)
                   JOIN users l ON l.id = o.id), '[]') AS leads,
         COALESCE((SELECT json_agg(json_build_object('id', w.id, 'name', w.name)
                                   ORDER BY lower(w.name), w.id)
                   FROM workspaces w WHERE w.id = ANY(u.workspace_ids) AND NOT w.deleted),
                  '[]') AS workspaces,
         CASE WHEN dw.id IS NULL THEN NULL
              ELSE json_build_object('id', dw.id, 'name', dw.name) END AS "defaultWorkspace"
  FROM users u
  LEFT JOIN workspaces dw ON dw.id = u.default_workspace_id AND NOT dw.deleted`;

const toAdminRow = ({ registeredAt, ...row }: Row): UserAdminRow => ({
  ...row,
  registeredAt: registeredAt.toISOString(),
});

/**
 * The Users screens (List and Status), by name: everyone but deleted people unless the
 * status filter asks for them; an empty filter means all.
 */
export async function listUsersForAdmin(
  db: Db,
  { status, userId }: UserListQuery = {},
): Promise<UserAdminRow[]> {
  const { rows } = await db.query<Row>(
    `${SELECT_ADMIN_ROW}
     WHERE (CASE WHEN $1::text IS NULL THEN u.status <> 'deleted' ELSE u.status = $1 END)
       AND ($2::uuid IS NULL OR u.id = $2)
     ORDER BY lower(u.name), u.id`,
    [status ?? null, userId ?? null],
  );
  return rows.map(toAdminRow);
}

/** One person as the Users screens show them, whatever their status. */
export async function findUserAdminRow(db: Db, id: string): Promise<UserAdminRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_ADMIN_ROW} WHERE u.id = $1`, [id]);
  return rows[0] ? toAdminRow(rows[0]) : null;
}
