import { ROLES_IN_REPORTS, type IsoDate } from '@teamledger/domain';

/**
 * The SQL of who an all-user report lists, shared by the queries of the reports (the
 * users table is theirs to read); not part of the package's exports.
 */

/** One page of a paged report: `page` counts from 1. */
export interface ReportPaging {
  page: number;
  pageSize: number;
}

export interface ReportPeopleFilter {
  /** The report's first day: someone who left on it or before is not listed. */
  from: IsoDate;
  /** null: everyone. */
  userIds: readonly string[] | null;
  /** People with one of these workspaces among theirs; null: any. */
  workspaceIds: readonly string[] | null;
  teamName: string | null;
  /** The HR reports (Login/Hours, Detail) also leave out people flagged 'excluded from HR reports'. */
  hrReport: boolean;
}

/**
 * DESIGN.md decision 7 over `users u`: roles User and Viewer, active, or left after the
 * report's first day; then the filters. Its parameters are $1..$6 of reportPeopleParams.
 */
export const REPORT_PEOPLE_WHERE = `
  (u.status = 'active' OR (u.status = 'left' AND u.left_on > $1::date))
  AND u.role = ANY($2::text[])
  AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[]))
  AND ($4::uuid[] IS NULL OR u.workspace_ids && $4::uuid[])
  AND ($5::text IS NULL OR lower(u.team_name) = lower($5::text))
  AND NOT ($6::boolean AND u.excluded_from_hr_reports)`;

export const reportPeopleParams = (filter: ReportPeopleFilter): unknown[] => [
  filter.from,
  ROLES_IN_REPORTS,
  filter.userIds,
  filter.workspaceIds,
  filter.teamName,
  filter.hrReport,
];

/**
 * The live workspaces of `u` (users) by name, as JSON [{ id, name }]: how every report
 * names a person's workspaces.
 */
export const PERSON_WORKSPACES_JSON = `
  COALESCE((SELECT json_agg(json_build_object('id', w.id, 'name', w.name)
                            ORDER BY lower(w.name), w.id)
            FROM workspaces w WHERE w.id = ANY(u.workspace_ids) AND NOT w.deleted),
           '[]')`;

/** The people reportPeople lists ($1..$6), by name, as ReportPerson. */
export const SELECT_REPORT_PERSON = `
  SELECT u.id, u.name, u.team_name AS "teamName", u.status, u.left_on::text AS "leftOn",
         ${PERSON_WORKSPACES_JSON} AS workspaces
  FROM users u
  WHERE ${REPORT_PEOPLE_WHERE}
  ORDER BY lower(u.name), u.id`;
