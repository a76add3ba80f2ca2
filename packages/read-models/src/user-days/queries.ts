import type { ClientBase, Pool } from 'pg';
import type {
  AttendanceTotals,
  DayActivity,
  DayFacts,
  DayLabel,
  IsoDate,
  LeaveType,
} from '@teamledger/domain';
import type { ReportPerson } from '../users/queries.js';
import {
  PERSON_WORKSPACES_JSON,
  REPORT_PEOPLE_WHERE,
  reportPeopleParams,
  withinSpan,
  type ReportPaging,
  type ReportPeopleFilter,
} from '../users/report-people-sql.js';
import { readModelsStampSql } from '../checkpoints.js';

type Db = Pick<Pool | ClientBase, 'query'>;

/** One person's day with a standup, an entry or a leave, and its facts (dayFacts). */
export interface UserDay extends DayActivity {
  userId: string;
  facts: DayFacts;
}

interface Row {
  userId: string;
  date: IsoDate;
  firstStandupAt: Date | null;
  lastLogAt: Date | null;
  hoursLogged: string;
  logCount: number;
  leaveType: LeaveType | null;
  pendingLeaveType: LeaveType | null;
  working: boolean;
  listed: boolean;
  late: boolean;
  standupOnWorkingDay: boolean;
  leaveOnWorkingDay: boolean;
  onWorkMs: string;
  availableMs: string;
  label: DayLabel;
}

const SELECT_DAY = `
  SELECT user_id AS "userId", date::text AS date, first_standup_at AS "firstStandupAt",
         last_log_at AS "lastLogAt", hours_logged::text AS "hoursLogged", log_count AS "logCount",
         leave_type AS "leaveType", pending_leave_type AS "pendingLeaveType", working, listed, late,
         standup_on_working_day AS "standupOnWorkingDay",
         leave_on_working_day AS "leaveOnWorkingDay", on_work_ms::text AS "onWorkMs",
         available_ms::text AS "availableMs", label
  FROM user_days`;

const toDay = (row: Row): UserDay => ({
  userId: row.userId,
  date: row.date,
  firstStandupAt: row.firstStandupAt,
  lastLogAt: row.lastLogAt,
  hoursLogged: Number(row.hoursLogged),
  logCount: row.logCount,
  leaveType: row.leaveType,
  pendingLeaveType: row.pendingLeaveType,
  facts: {
    working: row.working,
    listed: row.listed,
    late: row.late,
    standupOnWorkingDay: row.standupOnWorkingDay,
    leaveOnWorkingDay: row.leaveOnWorkingDay,
    onWorkMs: Number(row.onWorkMs),
    availableMs: Number(row.availableMs),
    label: row.label,
  },
});

/** The days of one person with a standup, an entry or a leave, from `from` to `to`, newest first. */
export async function userDays(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<UserDay[]> {
  const { rows } = await db.query<Row>(
    `${SELECT_DAY} WHERE user_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date DESC`,
    [userId, from, to],
  );
  return rows.map(toDay);
}

/** The days of several people from `from` to `to` with a standup, an entry or a leave. */
export async function userDaysOfPeople(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, UserDay[]>> {
  const byUser = new Map<string, UserDay[]>();
  if (userIds.length === 0) return byUser;
  // Each person's days through the primary key (user_id, date): without statistics the
  // planner otherwise reads every person's days of the range by date and filters them.
  const { rows } = await db.query<Row>(
    `SELECT d.* FROM unnest($1::uuid[]) AS person (id)
     CROSS JOIN LATERAL (${SELECT_DAY} WHERE user_id = person.id AND date BETWEEN $2 AND $3
                         OFFSET 0) d`,
    [userIds, from, to],
  );
  for (const day of rows.map(toDay)) {
    const days = byUser.get(day.userId);
    if (days) days.push(day);
    else byUser.set(day.userId, [day]);
  }
  return byUser;
}

/** A person of an attendance page (Monthly, Detail) with their totals over the range. */
export interface AttendancePagePerson extends ReportPerson {
  totals: AttendanceTotals;
}

/**
 * The people an attendance report lists ($7 of them from $8, by name; all of them when $7
 * is null) and how many the filter lists in all, each with the sums of their days' facts
 * from the first day counted for them ($1, or the day they joined) to the last ($9, or the
 * last day they are listed on), and whether today ($10) is counted for them (its standup).
 */
const ATTENDANCE_PAGE = `
  WITH page AS (
    SELECT u.*, greatest($1::date, u.listed_from) AS since, least($9::date, u.listed_until) AS until
    FROM users u WHERE ${REPORT_PEOPLE_WHERE}
    ORDER BY lower(u.name), u.id LIMIT $7::int OFFSET $8::int
  )
  SELECT
    (SELECT count(*) FROM users u WHERE ${REPORT_PEOPLE_WHERE})::int AS total,
    (SELECT COALESCE(json_agg(json_build_object(
        'id', u.id, 'name', u.name, 'teamName', u.team_name, 'status', u.status,
        'joinedOn', u.joined_on::text, 'leftOn', u.left_on::text,
        'workspaces', ${PERSON_WORKSPACES_JSON},
        'totals', json_build_object(
          'standupWorkingDays', s.standup_working_days, 'leaveWorkingDays', s.leave_working_days,
          'lateArrivals', s.late_arrivals, 'hoursLogged', s.hours_logged,
          'onWorkMs', s.on_work_ms, 'startedToday', s.started_today))
        ORDER BY lower(u.name), u.id), '[]')
      FROM page u
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE d.standup_on_working_day) AS standup_working_days,
               count(*) FILTER (WHERE d.leave_on_working_day) AS leave_working_days,
               count(*) FILTER (WHERE d.late) AS late_arrivals,
               COALESCE(sum(d.hours_logged), 0) AS hours_logged,
               COALESCE(sum(d.on_work_ms), 0) AS on_work_ms,
               COALESCE(bool_or(d.date = $10::date AND d.standup_on_working_day), false)
                 AS started_today
        FROM user_days d
        WHERE d.user_id = u.id AND d.date BETWEEN u.since AND u.until
      ) s) AS people`;

/**
 * One page of the people an attendance report lists, in reportPeople's order and filter,
 * each with the sums of their days' facts up to `last`; or, with `paging` null, every one of
 * them (the CSV): the same statement without its limit.
 */
export async function attendancePage(
  db: Db,
  filter: ReportPeopleFilter,
  { last, today }: { last: IsoDate; today: IsoDate },
  paging: ReportPaging | null,
): Promise<{ people: AttendancePagePerson[]; total: number }> {
  const { rows } = await db.query<{ total: number; people: AttendancePagePerson[] }>({
    // Named, so each connection parses it once.
    name: 'attendance_page',
    text: ATTENDANCE_PAGE,
    values: [...reportPeopleParams(filter), ...limitOffset(paging), last, today],
  });
  const { total = 0, people = [] } = rows[0] ?? {};
  return { total, people };
}

/** LIMIT and OFFSET of a page; null and 0 (no limit) for every row. */
const limitOffset = (paging: ReportPaging | null): [number | null, number] =>
  paging === null ? [null, 0] : [paging.pageSize, (paging.page - 1) * paging.pageSize];

/**
 * The days of a day-by-day report's range as the domain worked them out for a day without
 * a row (emptyDayFacts): whether it is listed, and its label.
 */
export interface ReportCalendarDay {
  date: IsoDate;
  listed: boolean;
  label: DayLabel;
}

export interface LoginHoursGridFilter extends ReportPeopleFilter {
  /** Every day of the report up to its last (the report's `to`, or today when earlier). */
  calendar: readonly ReportCalendarDay[];
  /** 'less': days whose hours are below `hours`; 'atLeast': at or above; null: every day. */
  hours: { op: 'less' | 'atLeast'; hours: number } | null;
}

/** A row of the Login/Hours Report: a listed person's listed day, with its facts. */
export interface LoginHoursPageDay {
  userId: string;
  date: IsoDate;
  firstStandupAt: Date | null;
  lastLogAt: Date | null;
  hoursLogged: number;
  availableMs: number;
  label: DayLabel;
  person: ReportPerson;
}

/** One person's sums over every row of the report (the report's chart). */
export interface LoginHoursPersonTotal {
  userId: string;
  name: string;
  hoursLogged: number;
  availableMs: number;
}

/** The hours filter ($10 op, $11 hours) on a day's hours, by the domain's matchesHoursFilter. */
const keptByHours = (hours: string) => `($10::text IS NULL
  OR ($10::text = 'less' AND ${hours} < $11::numeric)
  OR ($10::text = 'atLeast' AND ${hours} >= $11::numeric))`;

/**
 * What both statements of the Login/Hours Report start from: the calendar ($7 dates, $8
 * listed, $9 labels), the listed people ($1..$6), and whether a day without a row is kept by
 * the hours filter ($10, $11).
 */
const LOGIN_HOURS_SCOPE = `
  WITH calendar AS (
    SELECT * FROM unnest($7::date[], $8::boolean[], $9::text[]) AS c (date, listed, label)
  ), people AS (
    SELECT u.id, u.name, lower(u.name) AS sort_name, u.listed_from, u.listed_until
    FROM users u WHERE ${REPORT_PEOPLE_WHERE}
  ), empty_kept AS (
    SELECT ${keptByHours('0')} AS kept
  )`;

/**
 * The Login/Hours Report's rows (SPEC.md 2): every listed person on each day of the calendar
 * from the day they joined to the last day they are listed on, with the facts of their day,
 * or the calendar's for a day without a row; the days listed, kept by the hours filter. A
 * day's row count is worked out from the facts without building its rows (the people listed
 * that day, who all take the calendar's answer for an empty day, corrected by the days with
 * a row), so only the page's one or two days are built ($12 rows from row $13; all when $12
 * is null). Without an hours filter a listed day's count needs no row at all (everyone
 * listed that day is one), so only the days off are read.
 */
const LOGIN_HOURS_COUNTS = `days_with_rows AS (
    -- The listed people's days with a row within the range and their span, per day, where
    -- the counts need them: every day under an hours filter (a row's hours decide whether
    -- it is kept), else only the days off. On a listed day without a filter everyone listed
    -- that day is a row, with a row of theirs or not: counted from the people alone. Read
    -- by date (fenced, so the planner keeps to the days asked for).
    SELECT d.date, count(*) AS with_row,
           count(*) FILTER (WHERE d.listed AND ${keptByHours('d.hours_logged')}) AS kept
    FROM (
      SELECT d.* FROM user_days d
      WHERE d.date = ANY(CAST((SELECT array_agg(c.date) FROM calendar c
                              WHERE $10::text IS NOT NULL OR NOT c.listed) AS date[]))
      OFFSET 0
    ) d JOIN people p ON p.id = d.user_id
    WHERE ${withinSpan('p', 'd.date')}
    GROUP BY d.date
  ), bounded AS (
    -- The few people who join or leave within the range.
    SELECT listed_from, listed_until FROM people
    WHERE listed_from > ($7::date[])[1]
       OR listed_until < ($7::date[])[cardinality($7::date[])]
  ), counts AS (
    SELECT c.date,
           COALESCE(a.kept, 0) + CASE WHEN c.listed AND (SELECT kept FROM empty_kept)
             THEN (SELECT count(*) FROM people)
                  - (SELECT count(*) FROM bounded b
                     WHERE b.listed_from > c.date OR b.listed_until < c.date)
                  - COALESCE(a.with_row, 0)
             ELSE 0 END AS rows
    FROM calendar c LEFT JOIN days_with_rows a ON a.date = c.date
  )`;

/**
 * From the counts of the days (counts: date, rows) on, the page: the days it spans and their
 * rows ($12 rows from row $13), with the total, the page's rows (JSON) and the stamp of the
 * read models the statement read ($N names, given).
 */
const loginHoursRows = (names: string) => `placed AS (
    SELECT date, rows, COALESCE(sum(rows) OVER (ORDER BY date DESC
             ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
    FROM counts
  ), page_days AS (
    SELECT date, before FROM placed
    WHERE rows > 0 AND before + rows > $13::int AND ($12::int IS NULL OR before < $13::int + $12::int)
  ), grid AS (
    SELECT p.id AS user_id, p.name, p.sort_name, c.date, d.first_standup_at, d.last_log_at,
           COALESCE(d.hours_logged, 0) AS hours_logged, COALESCE(d.available_ms, 0) AS available_ms,
           COALESCE(d.label, c.label) AS label
    FROM people p
    CROSS JOIN (SELECT c.* FROM calendar c JOIN page_days USING (date)) c
    -- The page's one or two days read by date once (user_days_date_user) and joined by
    -- hash, not looked up person by person (D321).
    LEFT JOIN (
      SELECT d.* FROM user_days d
      WHERE d.date = ANY(CAST((SELECT array_agg(date) FROM page_days) AS date[]))
      OFFSET 0
    ) d ON d.user_id = p.id AND d.date = c.date
    WHERE ${withinSpan('p', 'c.date')}
      AND COALESCE(d.listed, c.listed)
      AND ${keptByHours('COALESCE(d.hours_logged, 0)')}
  )
  SELECT
    ${readModelsStampSql(names)} AS stamp,
    (SELECT COALESCE(sum(rows), 0) FROM counts)::int AS total,
    (SELECT COALESCE(json_agg(json_build_object('userId', g.user_id, 'date', g.date::text,
              'firstStandupAt', g.first_standup_at, 'lastLogAt', g.last_log_at,
              'hoursLogged', g.hours_logged::text, 'availableMs', g.available_ms::text,
              'label', g.label, 'name', u.name, 'teamName', u.team_name, 'status', u.status,
              'joinedOn', u.joined_on::text, 'leftOn', u.left_on::text,
              'workspaces', ${PERSON_WORKSPACES_JSON})
              ORDER BY g.date DESC, g.sort_name, g.user_id), '[]')
       FROM (SELECT * FROM grid ORDER BY date DESC, sort_name, user_id
             LIMIT $12::int OFFSET (SELECT $13::int - COALESCE(min(before), 0) FROM page_days)) g
       JOIN users u ON u.id = g.user_id) AS rows`;

/** The whole page: the days' counts worked out, given back ($14 the read models' names). */
const LOGIN_HOURS_PAGE = `${LOGIN_HOURS_SCOPE}, ${LOGIN_HOURS_COUNTS}, ${loginHoursRows('$14')},
    (SELECT COALESCE(json_agg(json_build_object('date', date::text, 'rows', rows)), '[]')
       FROM counts) AS counts`;

/**
 * The page from the days' counts kept for its filter ($14 dates, $15 rows; $16 the read
 * models' names): the same rows without counting 2,000 people's days again (D300).
 */
const LOGIN_HOURS_PAGE_OF_COUNTS = `${LOGIN_HOURS_SCOPE}, counts AS (
    SELECT * FROM unnest($14::date[], $15::bigint[]) AS c (date, rows)
  ), ${loginHoursRows('$16')}`;

/**
 * The Login/Hours Report's chart: each listed person's sums over every row of the report,
 * their kept days' hours, an empty day adding none, each read by the person's own key range.
 * A statement of its own, read beside the page's: it is two thirds of the work.
 */
const LOGIN_HOURS_CHART = `${LOGIN_HOURS_SCOPE}, listed_dates AS (
    -- Once, not joined per row: the planner took the calendar for one row and looped it.
    SELECT COALESCE(array_agg(date), '{}') AS dates FROM calendar WHERE listed
  ), charted AS (
    -- Everyone with a kept day: one with a row, or a listed calendar day in their span
    -- without one (when an empty day is kept); each person's sums by their own key range.
    SELECT p.id AS user_id, p.name, s.hours, s.available
    FROM people p CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE d.listed AND ${keptByHours('d.hours_logged')}) AS kept,
             count(*) FILTER (WHERE d.date = ANY(CAST((SELECT dates FROM listed_dates) AS date[])))
               AS on_listed,
             COALESCE(sum(d.hours_logged)
               FILTER (WHERE d.listed AND ${keptByHours('d.hours_logged')}), 0) AS hours,
             COALESCE(sum(d.available_ms)
               FILTER (WHERE d.listed AND ${keptByHours('d.hours_logged')}), 0) AS available
      FROM user_days d
      WHERE d.user_id = p.id
        AND d.date BETWEEN ($7::date[])[1] AND ($7::date[])[cardinality($7::date[])]
        AND ${withinSpan('p', 'd.date')}
    ) s
    WHERE (s.kept > 0
        OR ((SELECT kept FROM empty_kept)
            AND (SELECT count(*) FROM calendar c WHERE c.listed AND ${withinSpan('p', 'c.date')})
                > s.on_listed))
  )
  SELECT COALESCE(json_agg(json_build_object('userId', user_id, 'name', name,
           'hoursLogged', hours::text, 'availableMs', available::text)), '[]') AS totals
  FROM charted`;

/** A page's row as the statement gives it (JSON). */
interface PageDayJson extends Omit<ReportPerson, 'id'> {
  userId: string;
  date: IsoDate;
  firstStandupAt: string | null;
  lastLogAt: string | null;
  hoursLogged: string;
  availableMs: string;
  label: DayLabel;
}

const instant = (json: string | null) => (json === null ? null : new Date(json));

/** The values of both statements: the people, the calendar and the hours filter ($1..$11). */
const loginHoursScope = (filter: LoginHoursGridFilter) => [
  ...reportPeopleParams(filter),
  filter.calendar.map((day) => day.date),
  filter.calendar.map((day) => day.listed),
  filter.calendar.map((day) => day.label),
  filter.hours?.op ?? null,
  filter.hours?.hours ?? null,
];

/**
 * One page of the Login/Hours Report's rows, newest day first and by name within a day (all
 * of them when `paging` is null: the CSV, the same statement without its limit), the
 * total, and each day's row count with the stamp of the read models it was read at (what
 * loginHoursPageOfCounts pages from, D300). Unnamed, as the chart's, so it is planned for its values on each call: the generic
 * plan a named statement keeps took the CTEs and the calendar's arrays for one row each and
 * nested loops over them (42 ms where the values' own plan takes 17 ms, bench company).
 */
export async function loginHoursPage(
  db: Db,
  filter: LoginHoursGridFilter,
  paging: ReportPaging | null,
): Promise<LoginHoursGrid & { counts: LoginHoursCounts }> {
  const { rows } = await db.query<PageJson & { counts: LoginHoursCounts['days'] }>({
    text: LOGIN_HOURS_PAGE,
    values: [...loginHoursScope(filter), ...limitOffset(paging), LOGIN_HOURS_READ_MODELS],
  });
  const row = rows[0];
  return { ...pageOf(row), counts: { stamp: row?.stamp ?? '', days: row?.counts ?? [] } };
}

/** The read models the Login/Hours Report reads. */
export const LOGIN_HOURS_READ_MODELS = ['user-days', 'users'] as const;

/** How many rows each day of the report has, at a stamp of its read models (one snapshot). */
export interface LoginHoursCounts {
  /** readModelsStamp of LOGIN_HOURS_READ_MODELS where the counts were read. */
  stamp: string;
  days: { date: IsoDate; rows: number }[];
}

/** A page of the Login/Hours Report: its rows and how many the report has. */
export interface LoginHoursGrid {
  days: LoginHoursPageDay[];
  total: number;
}

/**
 * The page of loginHoursPage from its filter's counts of the days (given back by
 * loginHoursPage, kept by the api, D300): only the page's days are read. Null when the read
 * models no longer stand where the counts were read, so the rows and the total are never of
 * two moments.
 */
export async function loginHoursPageOfCounts(
  db: Db,
  filter: LoginHoursGridFilter,
  paging: ReportPaging,
  counts: LoginHoursCounts,
): Promise<LoginHoursGrid | null> {
  const { rows } = await db.query<PageJson>({
    text: LOGIN_HOURS_PAGE_OF_COUNTS,
    values: [
      ...loginHoursScope(filter),
      ...limitOffset(paging),
      counts.days.map((day) => day.date),
      counts.days.map((day) => day.rows),
      LOGIN_HOURS_READ_MODELS,
    ],
  });
  const row = rows[0];
  return row?.stamp === counts.stamp ? pageOf(row) : null;
}

/** The page statements' one row: the stamp read, the total and the page's rows. */
interface PageJson {
  stamp: string;
  total: number;
  rows: PageDayJson[];
}

const pageOf = (row: PageJson | undefined): LoginHoursGrid => ({
  days: (row?.rows ?? []).map(
    ({ userId, date, firstStandupAt, lastLogAt, hoursLogged, availableMs, label, ...person }) => ({
      userId,
      date,
      firstStandupAt: instant(firstStandupAt),
      lastLogAt: instant(lastLogAt),
      hoursLogged: Number(hoursLogged),
      availableMs: Number(availableMs),
      label,
      person: { id: userId, ...person },
    }),
  ),
  total: row?.total ?? 0,
});

/** Every listed person's sums over all the rows of the Login/Hours Report (its chart). */
export async function loginHoursChart(
  db: Db,
  filter: LoginHoursGridFilter,
): Promise<LoginHoursPersonTotal[]> {
  const { rows } = await db.query<{
    totals: { userId: string; name: string; hoursLogged: string; availableMs: string }[];
  }>({ text: LOGIN_HOURS_CHART, values: loginHoursScope(filter) });
  return (rows[0]?.totals ?? []).map((sum) => ({
    ...sum,
    hoursLogged: Number(sum.hoursLogged),
    availableMs: Number(sum.availableMs),
  }));
}
