import type { ClientBase, Pool } from 'pg';
import { daysOfPage, type DayRowCount, type IsoDate } from '@teamledger/domain';
import { listedOn } from '../users/report-people-sql.js';
import { NO_WORKSPACE_KEY } from './projection.js';

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

export interface StandupChangeRow {
  at: Date;
  by: { id: string; name: string };
  reason: string;
  from: { yesterday: string; today: string; roadblocks: string };
  to: { yesterday: string; today: string; roadblocks: string };
}

/** A standup's corrections, oldest first, with who made them. */
export async function standupChanges(
  db: Db,
  userId: string,
  date: IsoDate,
): Promise<StandupChangeRow[]> {
  const { rows } = await db.query<{
    at: Date;
    by: string;
    by_name: string | null;
    reason: string;
    from_answers: StandupChangeRow['from'];
    to_answers: StandupChangeRow['to'];
  }>(
    `SELECT c.at, c.by, u.name AS by_name, c.reason, c.from_answers, c.to_answers
     FROM standup_changes c LEFT JOIN users u ON u.id = c.by
     WHERE c.user_id = $1 AND c.date = $2 ORDER BY c.position`,
    [userId, date],
  );
  return rows.map((row) => ({
    at: row.at,
    by: { id: row.by, name: row.by_name ?? 'Unknown' },
    reason: row.reason,
    from: row.from_answers,
    to: row.to_answers,
  }));
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

/**
 * Who the report lists on some day (users.in_reports, from the domain's reportSpan), with
 * the last day they are listed on: $3 and $4 of standupReportParams.
 */
const REPORT_PEOPLE = `
  WITH people AS (
    SELECT id, name, team_name, listed_until FROM users
    WHERE in_reports
      AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))
      AND ($4::text IS NULL OR lower(team_name) = lower($4::text))
  )`;

/** Every day of the range, $1 to $2. */
const RANGE_DAYS = `days AS (
    SELECT d::date AS date FROM generate_series($1::date, $2::date, interval '1 day') d
  )`;

/** The days of the page ($7), from daysOfPage. */
const PAGE_DAYS = `days AS (SELECT unnest($7::date[]) AS date)`;

/** Which of the grid's rows the filter keeps: before they left, by the workspace filter. */
const REPORT_GRID_KEPT = `
  WHERE (p.listed_until IS NULL OR days.date <= p.listed_until)
    AND ((s.user_id IS NOT NULL AND ($5::uuid[] IS NULL OR s.workspace_id = ANY($5::uuid[])))
      OR (s.user_id IS NULL AND $6::boolean))`;

/** Each person's days before they left, with the standup, kept by the workspace filter. */
const REPORT_GRID = `
  FROM people p CROSS JOIN days
  LEFT JOIN standups s
    ON s.user_id = p.id AND s.date = days.date AND s.date BETWEEN $1::date AND $2::date
  ${REPORT_GRID_KEPT}`;

/**
 * The same for a page's one or two days: each person's standup of a day by its primary key.
 * Fenced (OFFSET 0) so the lookup stays a probe of (user_id, date): without statistics the
 * planner took the people for one row and scanned each day's standups for every person
 * (123,000 rows filtered out, 64-75 ms, for 20 rows of everyone's report).
 */
const REPORT_PAGE_GRID = `
  FROM people p CROSS JOIN days
  LEFT JOIN LATERAL (
    SELECT * FROM standups s
    WHERE s.user_id = p.id AND s.date = days.date AND s.date BETWEEN $1::date AND $2::date
    OFFSET 0
  ) s ON true
  ${REPORT_GRID_KEPT}`;

const standupReportParams = (filter: StandupReportFilter): unknown[] => [
  filter.from,
  filter.to,
  filter.userIds,
  filter.teamName,
  filter.workspaceIds,
  filter.notAdded,
];

const selectReportRows = (days: string, grid: string) => `${REPORT_PEOPLE}, ${days}
  SELECT days.date::text AS date, p.id AS user_id, p.name, p.team_name,
         s.user_id IS NOT NULL AS has_standup, s.workspace_id,
         (SELECT w.name FROM workspaces w WHERE w.id = s.workspace_id) AS workspace_name,
         s.yesterday, s.today, s.roadblocks, s.reported_at
  ${grid}
  ORDER BY days.date DESC, s.reported_at NULLS LAST, lower(p.name), p.id`;

/** The people listed on each day of the range: everyone less those gone by then (few). */
const LISTED = `gone AS (
    SELECT listed_until FROM people WHERE listed_until IS NOT NULL
  ), listed AS (
    SELECT days.date,
           (SELECT count(*) FROM people)
             - (SELECT count(*) FROM gone WHERE listed_until < days.date)
             AS people
    FROM days
  )`;

/** Whether the standup workspace `column` passes the workspace filter ($5). */
const keptByWorkspace = (column: string) => `($5::uuid[] IS NULL OR ${column} = ANY($5::uuid[]))`;

/**
 * How many rows REPORT_GRID has on each day, newest first, by arithmetic rather than by
 * building it (from `added`: per day, the listed people's standups and those the workspace
 * filter keeps): the people listed that day, less those with a standup when 'not added' is
 * not asked for, plus the standups the workspace filter keeps.
 */
const dayCounts = (added: string) => `${REPORT_PEOPLE}, ${RANGE_DAYS}, ${LISTED}, ${added}
  SELECT listed.date::text AS date,
         (COALESCE(added.kept, 0)
           + CASE WHEN $6::boolean THEN listed.people - COALESCE(added.people, 0) ELSE 0 END)::int
           AS rows
  FROM listed LEFT JOIN added ON added.date = listed.date
  ORDER BY listed.date DESC`;

/** The chosen people's standups of the range (the (user_id, date) key per person). */
const REPORT_DAY_COUNTS = dayCounts(`added AS (
    SELECT s.date, count(*) AS people, count(*) FILTER (WHERE ${keptByWorkspace('s.workspace_id')}) AS kept
    FROM standups s JOIN people p ON p.id = s.user_id
    WHERE s.date BETWEEN $1::date AND $2::date AND (p.listed_until IS NULL OR s.date <= p.listed_until)
    GROUP BY s.date
  )`);

/**
 * For everyone (no people or team chosen), the listed people's standups without reading
 * them: everyone's count per day and workspace (standup_day_counts), less the standups of
 * the few people who may not be listed on their day (other roles or statuses, or on or
 * after the day they left), read by person. Standups of an id the users read model does not
 * know count here; the users read model knows everyone who can add one.
 */
const EVERYONE_DAY_COUNTS = dayCounts(`counted AS (
    SELECT date, sum(standups) AS people,
           -- The nil uuid (no workspace) never matches a chosen workspace.
           COALESCE(sum(standups) FILTER (WHERE $5::uuid[] IS NULL
             OR (workspace_key <> '${NO_WORKSPACE_KEY}' AND workspace_key = ANY($5::uuid[]))), 0)
             AS kept
    FROM standup_day_counts WHERE date BETWEEN $1::date AND $2::date
    GROUP BY date
  ), uncounted AS (
    SELECT s.date, count(*) AS people,
           count(*) FILTER (WHERE ${keptByWorkspace('s.workspace_id')}) AS kept
    FROM users u CROSS JOIN LATERAL (
      SELECT * FROM standups s
      WHERE s.user_id = u.id AND s.date BETWEEN $1::date AND $2::date
      OFFSET 0 -- kept a subquery, so it reads by the key rather than the whole table
    ) s
    WHERE NOT (u.in_reports AND u.listed_until IS NULL)
      AND NOT COALESCE(${listedOn('u', 's.date')}, false)
    GROUP BY s.date
  ), added AS (
    SELECT c.date, c.people - COALESCE(n.people, 0) AS people,
           c.kept - COALESCE(n.kept, 0) AS kept
    FROM counted c LEFT JOIN uncounted n ON n.date = c.date
  )`);

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
    selectReportRows(RANGE_DAYS, REPORT_GRID),
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
  const everyone = filter.userIds === null && filter.teamName === null;
  const counts = await db.query<DayRowCount>(
    everyone ? EVERYONE_DAY_COUNTS : REPORT_DAY_COUNTS,
    params,
  );
  const { dates, skip, total } = daysOfPage(counts.rows, paging);
  if (dates.length === 0) return { rows: [], total };
  const { rows } = await db.query<ReportRow>(
    `${selectReportRows(PAGE_DAYS, REPORT_PAGE_GRID)} LIMIT $8 OFFSET $9`,
    [...params, dates, paging.pageSize, skip],
  );
  return { rows: rows.map(toReportRow), total };
}
