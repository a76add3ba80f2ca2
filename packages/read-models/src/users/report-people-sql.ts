import type { IsoDate } from '@teamledger/domain';

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
  /** The report's last day: someone who joins after it is not listed. */
  to: IsoDate;
  /** null: everyone. */
  userIds: readonly string[] | null;
  /** People with one of these workspaces among theirs; null: any. */
  workspaceIds: readonly string[] | null;
  teamName: string | null;
  /** The HR reports (Login/Hours, Detail) also leave out people flagged 'excluded from HR reports'. */
  hrReport: boolean;
}

/**
 * `person` (a users row) is listed on `date`: the span the domain's reportSpan keeps on each
 * person (DESIGN.md decisions 4 and 7), as a filter.
 */
export const listedOn = (person: string, date: string) => listedWithin(person, date, date);

/** `person` is listed on some day from `from` to `to` (both inclusive). */
export const listedWithin = (person: string, from: string, to: string) =>
  `(${person}.in_reports AND (${person}.listed_until IS NULL OR ${from} <= ${person}.listed_until)
    AND (${person}.listed_from IS NULL OR ${person}.listed_from <= ${to}))`;

/**
 * `date` falls within the span of `person` (a row with listed_from and listed_until, of
 * someone already known to be in the reports): from the day they joined to the last day
 * they are listed on.
 */
export const withinSpan = (person: string, date: string) =>
  `((${person}.listed_from IS NULL OR ${date} >= ${person}.listed_from)
    AND (${person}.listed_until IS NULL OR ${date} <= ${person}.listed_until))`;

/**
 * `person` (a users row) is listed on every day from `from` on, as nearly everyone is: the
 * reports count everyone's aggregates and correct them by the few people this is not true of.
 */
export const listedThroughout = (person: string, from: string) =>
  `(${person}.in_reports AND ${person}.listed_until IS NULL
    AND (${person}.listed_from IS NULL OR ${person}.listed_from <= ${from}))`;

/**
 * The people a report lists on some day from its first ($1) to its last ($2) (listedWithin),
 * then the filters. Its parameters are $1..$6 of reportPeopleParams.
 */
export const REPORT_PEOPLE_WHERE = `
  ${listedWithin('u', '$1::date', '$2::date')}
  AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[]))
  AND ($4::uuid[] IS NULL OR u.workspace_ids && $4::uuid[])
  AND ($5::text IS NULL OR lower(u.team_name) = lower($5::text))
  AND NOT ($6::boolean AND u.excluded_from_hr_reports)`;

export const reportPeopleParams = (filter: ReportPeopleFilter): unknown[] => [
  filter.from,
  filter.to,
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
  SELECT u.id, u.name, u.team_name AS "teamName", u.status, u.joined_on::text AS "joinedOn",
         u.left_on::text AS "leftOn",
         ${PERSON_WORKSPACES_JSON} AS workspaces
  FROM users u
  WHERE ${REPORT_PEOPLE_WHERE}
  ORDER BY lower(u.name), u.id`;
