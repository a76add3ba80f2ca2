import type { ClientBase, Pool } from 'pg';
import { daysOfPage, ROLES_IN_REPORTS, type DayRowCount, type IsoDate } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface StandupRow {
  userId: string;
  date: IsoDate;
  workspaceId: string | null;
  /** Null when the standup has no workspace or it is not known. */
  workspaceName: string | null;
  yesterday: string;
  today: string;
  roadblocks: string;
  reportedAt: Date;
  updatedAt: Date;
}

const SELECT_STANDUP = `
  SELECT s.user_id AS "userId", s.date::text AS date, s.workspace_id AS "workspaceId",
         w.name AS "workspaceName", s.yesterday, s.today, s.roadblocks,
         s.reported_at AS "reportedAt", s.updated_at AS "updatedAt"
  FROM standups s LEFT JOIN workspaces w ON w.id = s.workspace_id`;

export async function findStandup(
  db: Db,
  userId: string,
  date: IsoDate,
): Promise<StandupRow | null> {
  const { rows } = await db.query<StandupRow>(
    `${SELECT_STANDUP} WHERE s.user_id = $1 AND s.date = $2`,
    [userId, date],
  );
  return rows[0] ?? null;
}

/** A person's standups from `from` to `to`, both included, the newest first. */
export async function standupsOfUser(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<StandupRow[]> {
  const { rows } = await db.query<StandupRow>(
    `${SELECT_STANDUP} WHERE s.user_id = $1 AND s.date BETWEEN $2 AND $3 ORDER BY s.date DESC`,
    [userId, from, to],
  );
  return rows;
}

export interface StandupReportFilter {
  from: IsoDate;
  to: IsoDate;
  /** null: everyone. */
  userIds: readonly string[] | null;
  /** Standups in these workspaces; null: standups in any workspace or none. */
  workspaceIds: readonly string[] | null;
  /** Also list the people without a standup on a date. */
  notAdded: boolean;
  teamName: string | null;
}

export interface StandupReportRow {
  date: IsoDate;
  userId: string;
  name: string;
  teamName: string | null;
  /** null: no standup that day. */
  standup: Omit<StandupRow, 'userId' | 'date' | 'updatedAt'> | null;
}

interface ReportRow {
  date: IsoDate;
  user_id: string;
  name: string;
  team_name: string | null;
  has_standup: boolean;
  workspace_id: string | null;
  workspace_name: string | null;
  yesterday: string | null;
  today: string | null;
  roadblocks: string | null;
  reported_at: Date | null;
}

/** Who the report lists: $3, $4 and $7 of standupReportParams. */
const REPORT_PEOPLE = `
  WITH people AS (
    SELECT id, name, team_name, left_on FROM users
    WHERE (status = 'active' OR (status = 'left' AND left_on IS NOT NULL))
      AND role = ANY($7::text[])
      AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))
      AND ($4::text IS NULL OR lower(team_name) = lower($4::text))
  )`;

/** Every day of the range, $1 to $2. */
const RANGE_DAYS = `days AS (
    SELECT d::date AS date FROM generate_series($1::date, $2::date, interval '1 day') d
  )`;

/** The days of the page ($8), from daysOfPage. */
const PAGE_DAYS = `days AS (SELECT unnest($8::date[]) AS date)`;

/** Each person's days before they left, with the standup, kept by the workspace filter. */
const REPORT_GRID = `
  FROM people p CROSS JOIN days
  LEFT JOIN standups s
    ON s.user_id = p.id AND s.date = days.date AND s.date BETWEEN $1::date AND $2::date
  WHERE (p.left_on IS NULL OR days.date < p.left_on)
    AND ((s.user_id IS NOT NULL AND ($5::uuid[] IS NULL OR s.workspace_id = ANY($5::uuid[])))
      OR (s.user_id IS NULL AND $6::boolean))`;

const standupReportParams = (filter: StandupReportFilter): unknown[] => [
  filter.from,
  filter.to,
  filter.userIds,
  filter.teamName,
  filter.workspaceIds,
  filter.notAdded,
  ROLES_IN_REPORTS,
];

const selectReportRows = (days: string) => `${REPORT_PEOPLE}, ${days}
  SELECT days.date::text AS date, p.id AS user_id, p.name, p.team_name,
         s.user_id IS NOT NULL AS has_standup, s.workspace_id,
         (SELECT w.name FROM workspaces w WHERE w.id = s.workspace_id) AS workspace_name,
         s.yesterday, s.today, s.roadblocks, s.reported_at
  ${REPORT_GRID}
  ORDER BY days.date DESC, s.reported_at NULLS LAST, lower(p.name), p.id`;

/**
 * How many rows REPORT_GRID has on each day, newest first, by arithmetic rather than by
 * building it: the people listed that day, less those with a standup when 'not added' is
 * not asked for, plus the standups the workspace filter keeps. Only the standups of the
 * range are read (the (date, user_id) index), not every person-day.
 */
const REPORT_DAY_COUNTS = `${REPORT_PEOPLE}, ${RANGE_DAYS}, listed AS (
    SELECT days.date, count(*) AS people
    FROM days JOIN people p ON p.left_on IS NULL OR days.date < p.left_on
    GROUP BY days.date
  ), added AS (
    SELECT s.date, count(*) AS people,
           count(*) FILTER (WHERE $5::uuid[] IS NULL OR s.workspace_id = ANY($5::uuid[])) AS kept
    FROM standups s JOIN people p ON p.id = s.user_id
    WHERE s.date BETWEEN $1::date AND $2::date AND (p.left_on IS NULL OR s.date < p.left_on)
    GROUP BY s.date
  )
  SELECT listed.date::text AS date,
         (COALESCE(added.kept, 0)
           + CASE WHEN $6::boolean THEN listed.people - COALESCE(added.people, 0) ELSE 0 END)::int
           AS rows
  FROM listed LEFT JOIN added ON added.date = listed.date
  ORDER BY listed.date DESC`;

const toReportRow = (row: ReportRow): StandupReportRow => ({
  date: row.date,
  userId: row.user_id,
  name: row.name,
  teamName: row.team_name,
  standup: row.has_standup
    ? {
        workspaceId: row.workspace_id,
        workspaceName: row.workspace_name,
        yesterday: row.yesterday ?? '',
        today: row.today ?? '',
        roadblocks: row.roadblocks ?? '',
        reportedAt: row.reported_at ?? new Date(0),
      }
    : null,
});

/**
 * The all-user standup report: per date (newest first), the active User and Viewer people
 * (DESIGN.md decision 7), and those who left for the days before they left (as
 * listedInReportsOn in the domain), with their standup, earliest reporter first, then, when asked,
 * those without one by name. Every row: the CSV download.
 */
export async function standupReport(
  db: Db,
  filter: StandupReportFilter,
): Promise<StandupReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    selectReportRows(RANGE_DAYS),
    standupReportParams(filter),
  );
  return rows.map(toReportRow);
}

/**
 * One page of standupReport, in its order, and how many rows the filter gives in all: the
 * day counts first, then the rows of the page's days only (one or two days of people).
 */
export async function standupReportPage(
  db: Db,
  filter: StandupReportFilter,
  paging: { page: number; pageSize: number },
): Promise<{ rows: StandupReportRow[]; total: number }> {
  const params = standupReportParams(filter);
  const counts = await db.query<DayRowCount>(REPORT_DAY_COUNTS, params);
  const { dates, skip, total } = daysOfPage(counts.rows, paging);
  if (dates.length === 0) return { rows: [], total };
  const { rows } = await db.query<ReportRow>(`${selectReportRows(PAGE_DAYS)} LIMIT $9 OFFSET $10`, [
    ...params,
    dates,
    paging.pageSize,
    skip,
  ]);
  return { rows: rows.map(toReportRow), total };
}
