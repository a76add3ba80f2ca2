import type { ClientBase, Pool } from 'pg';
import { ROLES_IN_REPORTS, type IsoDate, type UserStatus } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface ReportPeopleFilter {
  /** null: everyone. */
  userIds: readonly string[] | null;
  /** People who belong to any of these workspaces; null: any. */
  workspaceIds: readonly string[] | null;
  teamName: string | null;
  /** Leave out the people flagged 'excluded from HR reports' (login/hours, detail). */
  withoutHrExcluded: boolean;
}

/** A person an all-user report lists, with the workspaces they belong to. */
export interface ReportPerson {
  id: string;
  name: string;
  teamName: string | null;
  /** Live workspaces only, by name. */
  workspaces: { id: string; name: string }[];
  status: UserStatus;
  /** While the status is 'left': the first day the person was gone. */
  leftOn: IsoDate | null;
}

/**
 * The people all-user reports list (DESIGN.md decision 7): role User or Viewer, active,
 * or left (the report keeps them for the days before they left, as reportedUntil says),
 * by name.
 */
export async function reportPeople(db: Db, filter: ReportPeopleFilter): Promise<ReportPerson[]> {
  const { rows } = await db.query<ReportPerson>(
    `SELECT u.id, u.name, u.team_name AS "teamName", u.status, u.left_on::text AS "leftOn",
            COALESCE((SELECT json_agg(json_build_object('id', w.id, 'name', w.name)
                                      ORDER BY lower(w.name), w.id)
                      FROM workspaces w WHERE w.id = ANY(u.workspace_ids) AND NOT w.deleted),
                     '[]') AS workspaces
     FROM users u
     WHERE (u.status = 'active' OR (u.status = 'left' AND u.left_on IS NOT NULL))
       AND u.role = ANY($1::text[])
       AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
       AND ($3::uuid[] IS NULL OR u.workspace_ids && $3::uuid[])
       AND ($4::text IS NULL OR lower(u.team_name) = lower($4::text))
       AND NOT ($5::boolean AND u.excluded_from_hr_reports)
     ORDER BY lower(u.name), u.id`,
    [
      ROLES_IN_REPORTS,
      filter.userIds,
      filter.workspaceIds,
      filter.teamName,
      filter.withoutHrExcluded,
    ],
  );
  return rows;
}
