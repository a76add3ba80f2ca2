import type { ClientBase, Pool } from 'pg';
import {
  daysOfPage,
  type DayRowCount,
  type IsoDate,
  type LeaveType,
  type StandupCalendarDay,
  type StandupDayCounts,
} from '@teamledger/domain';
import {
  listedOn,
  listedThroughout,
  listedWithin,
  withinSpan,
} from '../users/report-people-sql.js';
import { NO_WORKSPACE_KEY } from './projection.js';
import { readEveryTime, type KeepAnswer } from '../checkpoints.js';

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
  /** Also list the people without a standup on a working day. */
  notAdded: boolean;
  teamName: string | null;
  /** The days of the range up to today, newest first, as the domain's standupCalendar has them. */
  calendar: readonly StandupCalendarDay[];
}

export interface StandupReportRow {
  date: IsoDate;
  userId: string;
  name: string;
  teamName: string | null;
  /** The leave of a person without a standup that day; null otherwise. */
  leaveType: LeaveType | null;
  /** null: no standup that day. */
  standup: Omit<StandupRow, 'userId' | 'date' | 'updatedAt'> | null;
}

interface ReportRow {
  date: IsoDate;
  user_id: string;
  name: string;
  team_name: string | null;
  leave_type: LeaveType | null;
  has_standup: boolean;
  workspace_id: string | null;
  workspace_name: string | null;
  yesterday: string | null;
  today: string | null;
  roadblocks: string | null;
  reported_at: Date | null;
}

/**
 * Who the report lists on some day of the range ($1..$2: users.in_reports and the span from
 * the domain's reportSpan), with the first and last day they are listed on: $3 and $4 of
 * standupReportParams.
 */
const REPORT_PEOPLE = `
  WITH people AS (
    SELECT u.id, u.name, u.team_name, u.listed_from, u.listed_until FROM users u
    WHERE ${listedWithin('u', '$1::date', '$2::date')}
      AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[]))
      AND ($4::text IS NULL OR lower(u.team_name) = lower($4::text))
  )`;

/** The days asked for (dates, working): the whole calendar, or the page's days. */
const daysFrom = (dates: string, working: string) => `days AS (
    SELECT * FROM unnest(${dates}::date[], ${working}::boolean[]) AS d (date, working)
  )`;
/** The days as $7 and $8, after standupReportParams. */
const DAYS = daysFrom('$7', '$8');

/**
 * Which of the grid's rows the filter keeps: the person's days within their span; a
 * standup by the workspace filter ($5); a working day without one when asked ($6).
 */
const REPORT_GRID_KEPT = `
  WHERE ${withinSpan('p', 'days.date')}
    AND ((s.user_id IS NOT NULL AND ($5::uuid[] IS NULL OR s.workspace_id = ANY($5::uuid[])))
      OR (s.user_id IS NULL AND days.working AND $6::boolean))`;

/**
 * Each person's days beside the standups of those days, read by date once
 * (standups_date_user) and joined by hash rather than looked up person by person (two days
 * of 2,000 people were 4,000 probes of (user_id, date), D347). Materialized, with only what
 * orders and filters the rows: the texts are read for the page's rows alone. Without
 * statistics (D36) the date alone estimates hundreds of standups a day, so the join is
 * hashed; a second range predicate here made it one row and a loop over every person.
 */
const REPORT_GRID = `, posted AS MATERIALIZED (
    SELECT s.user_id, s.date, s.workspace_id, s.reported_at FROM standups s
    WHERE s.date = ANY($7::date[])
  ), grid AS (
    SELECT days.date, p.id AS user_id, p.name, p.team_name, s.user_id IS NOT NULL AS has_standup,
           s.workspace_id, s.reported_at
    FROM people p CROSS JOIN days
    LEFT JOIN posted s ON s.user_id = p.id AND s.date = days.date
    ${REPORT_GRID_KEPT}
    ORDER BY days.date DESC, s.reported_at NULLS LAST, lower(p.name), p.id
    LIMIT $9::int OFFSET $10::int
  )`;

const standupReportParams = (filter: StandupReportFilter): unknown[] => [
  filter.from,
  filter.to,
  filter.userIds,
  filter.teamName,
  filter.workspaceIds,
  filter.notAdded,
];

const calendarParams = (days: readonly StandupCalendarDay[]): unknown[] => [
  days.map((day) => day.date),
  days.map((day) => day.working),
];

/**
 * The rows of the days asked for, in the report's order, from row $10 ($9 of them; all:
 * null), with the standup's texts, its workspace's name and, without one, the day's leave.
 */
const REPORT_ROWS = `${REPORT_PEOPLE}, ${DAYS}${REPORT_GRID}
  SELECT g.date::text AS date, g.user_id, g.name, g.team_name, g.has_standup, g.workspace_id,
         w.name AS workspace_name, s.yesterday, s.today, s.roadblocks, g.reported_at,
         d.leave_type
  FROM grid g
  LEFT JOIN standups s ON g.has_standup AND s.user_id = g.user_id AND s.date = g.date
  LEFT JOIN workspaces w ON w.id = g.workspace_id
  LEFT JOIN user_days d ON NOT g.has_standup AND d.user_id = g.user_id AND d.date = g.date
  ORDER BY g.date DESC, g.reported_at NULLS LAST, lower(g.name), g.user_id`;

/**
 * The people listed on each day: everyone less the few whose span starts or ends inside
 * the range (bounded).
 */
const LISTED = `bounded AS (
    SELECT listed_from, listed_until FROM people
    WHERE listed_from > $1::date OR listed_until < $2::date
  ), listed AS (
    SELECT days.date, days.working,
           (SELECT count(*) FROM people)
             - (SELECT count(*) FROM bounded b
                WHERE b.listed_from > days.date OR b.listed_until < days.date) AS people
    FROM days
  )`;

/** Whether the standup workspace `column` passes the workspace filter ($5). */
const keptByWorkspace = (column: string) => `($5::uuid[] IS NULL OR ${column} = ANY($5::uuid[]))`;

/**
 * How many rows REPORT_ROWS has on each day, newest first, by arithmetic rather than by
 * building them (from added: per day, the listed people's standups and those the
 * workspace filter keeps): the standups kept, plus, on a working day when 'not added' is
 * asked for, the people listed that day less those with a standup.
 */
const dayCounts = (added: string) => `${REPORT_PEOPLE}, ${DAYS}, ${LISTED}, ${added}
  SELECT listed.date::text AS date,
         (COALESCE(added.kept, 0)
           + CASE WHEN listed.working AND $6::boolean
               THEN listed.people - COALESCE(added.people, 0) ELSE 0 END)::int
           AS rows
  FROM listed LEFT JOIN added ON added.date = listed.date
  ORDER BY listed.date DESC`;

/** The chosen people's standups of the range (the (user_id, date) key per person). */
const REPORT_DAY_COUNTS = dayCounts(`added AS (
    SELECT s.date, count(*) AS people, count(*) FILTER (WHERE ${keptByWorkspace('s.workspace_id')}) AS kept
    FROM standups s JOIN people p ON p.id = s.user_id
    WHERE s.date BETWEEN $1::date AND $2::date AND ${withinSpan('p', 's.date')}
    GROUP BY s.date
  )`);

/**
 * For everyone (no people or team chosen), the listed people's standups without reading
 * them: everyone's count per day and workspace (standup_day_counts), less the standups of
 * the few people who may not be listed on their day (other roles or statuses, or before
 * they joined or on or after the day they left), read by person. Standups of an id the
 * users read model does not know count here; the users read model knows everyone who can
 * add one.
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
    WHERE NOT ${listedThroughout('u', '$1::date')}
      AND NOT COALESCE(${listedOn('u', 's.date')}, false)
    GROUP BY s.date
  ), added AS (
    SELECT c.date, c.people - COALESCE(n.people, 0) AS people,
           c.kept - COALESCE(n.kept, 0) AS kept
    FROM counted c LEFT JOIN uncounted n ON n.date = c.date
  )`);

/**
 * Each day's heading counts (standupDaySummary), for the days asked for ($5 dates, $6
 * working): the people listed, those with a standup, those on leave without one, and the
 * standups naming a roadblock. The workspace filter picks rows, not the day's people.
 */
// Each listed person of the page's days beside that day's standups and leaves, each read by
// date once (standups_date_user, user_days_date_user) rather than looked up person by person.
const DAY_HEADINGS = `${REPORT_PEOPLE}, ${daysFrom('$5', '$6')}, listed AS (
    SELECT p.id, days.date FROM people p CROSS JOIN days WHERE ${withinSpan('p', 'days.date')}
  ), posted AS (
    SELECT s.user_id, s.date, s.has_roadblock FROM standups s WHERE s.date = ANY($5::date[])
  ), away AS (
    SELECT d.user_id, d.date FROM user_days d
    WHERE d.date = ANY($5::date[]) AND d.leave_type IS NOT NULL
  )
  SELECT l.date::text AS date, count(*)::int AS listed,
         count(s.user_id)::int AS posted,
         count(*) FILTER (WHERE s.user_id IS NULL AND a.user_id IS NOT NULL)::int AS "onLeave",
         count(*) FILTER (WHERE s.has_roadblock)::int AS roadblocks
  FROM listed l
  LEFT JOIN posted s ON s.user_id = l.id AND s.date = l.date
  LEFT JOIN away a ON a.user_id = l.id AND a.date = l.date
  GROUP BY l.date
  ORDER BY l.date DESC`;

const toReportRow = (row: ReportRow): StandupReportRow => ({
  date: row.date,
  userId: row.user_id,
  name: row.name,
  teamName: row.team_name,
  leaveType: row.leave_type,
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
 * The all-user standup report: per date (newest first), the people the reports list that
 * day (DESIGN.md decisions 4 and 7: from the day they joined to the day before they left)
 * with their standup, earliest reporter first, then, on a working day when asked, those
 * without one by name (with their leave). One page of it and how many rows the filter gives
 * in all: the day counts first, then the rows of the page's days only (one or two days of
 * people), and each of those days' heading counts (unless `headings` is false: the CSV's
 * pages). With `paging` null: every row, the same statements without the limit.
 */
export async function standupReportPage(
  db: Db,
  filter: StandupReportFilter,
  paging: { page: number; pageSize: number } | null,
  {
    headings: withHeadings = true,
    keep = readEveryTime,
  }: { headings?: boolean; keep?: KeepAnswer } = {},
): Promise<{ rows: StandupReportRow[]; total: number; days: StandupDayCounts[] }> {
  const params = standupReportParams(filter);
  const everyone = filter.userIds === null && filter.teamName === null;
  // The day counts and the headings read every person of the filter: `keep` may give them
  // as they were read at the same stamp (D326); the page's rows are read each time.
  const countsValues = [everyone, ...params, ...calendarParams(filter.calendar)];
  const counts = await keep(['day counts', ...countsValues], async () => {
    const { rows } = await db.query<DayRowCount>(
      everyone ? EVERYONE_DAY_COUNTS : REPORT_DAY_COUNTS,
      countsValues.slice(1),
    );
    return rows;
  });
  const { dates, skip, total } = daysOfPage(counts, paging);
  const chosen = new Set(dates);
  const pageDays = filter.calendar.filter((day) => chosen.has(day.date));
  // A report without a row still heads its days: a Sunday says it is one.
  const headed = dates.length === 0 ? filter.calendar : pageDays;
  const headingsValues = [...params.slice(0, 4), ...calendarParams(headed)];
  const [rows, headings] = await Promise.all([
    dates.length === 0
      ? { rows: [] }
      : db.query<ReportRow>(REPORT_ROWS, [
          ...params,
          ...calendarParams(pageDays),
          paging?.pageSize ?? null,
          skip,
        ]),
    paging === null || !withHeadings
      ? []
      : keep(['day headings', ...headingsValues], async () => {
          const { rows: days } = await db.query<StandupDayCounts>(DAY_HEADINGS, headingsValues);
          return days;
        }),
  ]);
  return { rows: rows.rows.map(toReportRow), total, days: headings };
}
