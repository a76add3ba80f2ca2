import type { ClientBase, Pool } from 'pg';
import { daysOfPage, type DayRowCount, type IsoDate } from '@teamledger/domain';
import {
  REPORT_PEOPLE_WHERE,
  reportPeopleParams,
  type ReportPaging,
  type ReportPeopleFilter,
} from '../users/report-people-sql.js';

type Db = Pick<Pool | ClientBase, 'query'>;

/** One person's day as the attendance rules need it (DESIGN.md decision 5). */
export interface UserDay {
  userId: string;
  date: IsoDate;
  firstStandupAt: Date | null;
  lastLogAt: Date | null;
  hoursLogged: number;
  logCount: number;
}

interface Row extends Omit<UserDay, 'hoursLogged'> {
  hoursLogged: string;
}

const SELECT_DAY = `
  SELECT user_id AS "userId", date::text AS date, first_standup_at AS "firstStandupAt",
         last_log_at AS "lastLogAt", hours_logged::text AS "hoursLogged", log_count AS "logCount"
  FROM user_days`;

const toDay = (row: Row): UserDay => ({ ...row, hoursLogged: Number(row.hoursLogged) });

/** The days of one person with a standup or an entry, from `from` to `to`, newest first. */
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

/** The days of several people from `from` to `to` with a standup or an entry, per person. */
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

export interface LoginHoursGridFilter extends ReportPeopleFilter {
  /** The last day listed: the report's `to`, or today when that is earlier. */
  last: IsoDate;
  /** 'less': days whose hours are below `hours`; 'atLeast': at or above; null: every day. */
  hours: { op: 'less' | 'atLeast'; hours: number } | null;
}

/** A listed person's day of the Login/Hours Report, as the database picked it for a page. */
export interface LoginHoursGridDay {
  userId: string;
  date: IsoDate;
  firstStandupAt: Date | null;
  lastLogAt: Date | null;
  hoursLogged: number;
}

/** One person's sums over every day the filter lists (the report's chart), if any is. */
export interface LoginHoursPersonTotal {
  userId: string;
  name: string;
  hoursLogged: number;
  /** Sum over the days of max(0, last log - first standup - 1 hour), in hours. */
  hoursAvailable: number;
}

/** The hours filter ($7 op, $8 hours) on a day's hours, as matchesHoursFilter in the domain. */
const keptByHours = (hours: string) => `($7::text IS NULL
  OR ($7::text = 'less' AND ${hours} < $8::numeric)
  OR ($7::text = 'atLeast' AND ${hours} >= $8::numeric))`;

/** Who the report lists ($1..$6), and when a person who left is gone from it. */
const LOGIN_HOURS_PEOPLE = `
  WITH people AS (
    SELECT u.id, u.name, CASE WHEN u.status = 'left' THEN u.left_on END AS gone_on
    FROM users u WHERE ${REPORT_PEOPLE_WHERE}
  )`;

/**
 * The Login/Hours Report's rows (SPEC.md 2) as SQL, on the page's days ($10, from
 * daysOfPage): every listed person (reportPeople) on each day before they left, except
 * weekends without activity, kept by the hours filter. It mirrors the domain's
 * loginHoursRows; the days are between `from` ($1) and `last` ($9).
 */
const LOGIN_HOURS_PAGE_GRID = `${LOGIN_HOURS_PEOPLE}, grid AS (
    SELECT p.id AS user_id, p.name, g.day AS date, d.first_standup_at, d.last_log_at,
           COALESCE(d.hours_logged, 0) AS hours_logged
    FROM people p
    CROSS JOIN unnest($10::date[]) AS g (day)
    -- One primary-key lookup per person and day, whatever the (missing) statistics: without
    -- the OFFSET 0 fence the planner, taking people for one row, scans the whole day each time.
    LEFT JOIN LATERAL (
      SELECT * FROM user_days
      WHERE user_id = p.id AND date = g.day AND date BETWEEN $1::date AND $9::date
      OFFSET 0
    ) d ON true
    WHERE (p.gone_on IS NULL OR g.day < p.gone_on)
      AND (d.user_id IS NOT NULL OR extract(isodow FROM g.day) < 6)
      AND ${keptByHours('COALESCE(d.hours_logged, 0)')}
  )`;

/**
 * How many rows the report has on each day, newest first, by arithmetic rather than by
 * building them: the days with a standup or an entry that the hours filter keeps, plus, on
 * a weekday when a day of 0 hours passes the filter, the listed people without any.
 */
const LOGIN_HOURS_DAY_COUNTS = `${LOGIN_HOURS_PEOPLE}, days AS (
    SELECT g.day::date AS date, extract(isodow FROM g.day) < 6 AS weekday
    FROM generate_series($1::date, $9::date, interval '1 day') g (day)
  ), listed AS (
    SELECT days.date, days.weekday, count(*) AS people
    FROM days JOIN people p ON p.gone_on IS NULL OR days.date < p.gone_on
    GROUP BY days.date, days.weekday
  ), active AS (
    SELECT d.date, count(*) AS people,
           count(*) FILTER (WHERE ${keptByHours('d.hours_logged')}) AS kept
    FROM user_days d JOIN people p ON p.id = d.user_id
    WHERE d.date BETWEEN $1::date AND $9::date AND (p.gone_on IS NULL OR d.date < p.gone_on)
    GROUP BY d.date
  )
  SELECT listed.date::text AS date,
         (COALESCE(active.kept, 0) + CASE WHEN listed.weekday AND ${keptByHours('0')}
           THEN listed.people - COALESCE(active.people, 0) ELSE 0 END)::int AS rows
  FROM listed LEFT JOIN active ON active.date = listed.date
  ORDER BY listed.date DESC`;

/**
 * Each listed person's rows and sums of the report by arithmetic rather than by
 * building it: their days with a standup or an entry that the hours filter keeps, plus,
 * when a day of 0 hours passes the filter, their weekdays without any (which have no
 * user_days row). Only the user_days of the range are read (the (date, user_id) index).
 */
const LOGIN_HOURS_TOTALS = `${LOGIN_HOURS_PEOPLE}, weekdays AS MATERIALIZED (
    SELECT g.day::date AS date FROM generate_series($1::date, $9::date, interval '1 day') g (day)
    WHERE extract(isodow FROM g.day) < 6
  ), per_person AS (
    SELECT p.id, p.name, p.gone_on,
           count(d.user_id) FILTER (WHERE extract(isodow FROM d.date) < 6) AS active_weekdays,
           count(d.user_id) FILTER (WHERE ${keptByHours('d.hours_logged')}) AS kept,
           sum(d.hours_logged) FILTER (WHERE ${keptByHours('d.hours_logged')}) AS hours,
           sum(GREATEST(0, extract(epoch FROM d.last_log_at - d.first_standup_at) / 3600 - 1))
             FILTER (WHERE ${keptByHours('d.hours_logged')}) AS available
    FROM people p
    LEFT JOIN user_days d ON d.user_id = p.id AND d.date BETWEEN $1::date AND $9::date
      AND (p.gone_on IS NULL OR d.date < p.gone_on)
    GROUP BY p.id, p.name, p.gone_on
  ), counted AS (
    SELECT id, name, kept + CASE WHEN ${keptByHours('0')}
             THEN (SELECT count(*) FROM weekdays w WHERE gone_on IS NULL OR w.date < gone_on)
                  - active_weekdays
             ELSE 0 END AS days,
           COALESCE(hours, 0) AS hours, COALESCE(available, 0) AS available
    FROM per_person
  )
  SELECT id AS "userId", name, hours::text AS "hoursLogged",
         available::text AS "hoursAvailable"
  FROM counted WHERE days > 0`;

const loginHoursParams = (filter: LoginHoursGridFilter): unknown[] => [
  ...reportPeopleParams(filter),
  filter.hours?.op ?? null,
  filter.hours?.hours ?? null,
  filter.last,
];

/**
 * One page of the Login/Hours Report's days, newest first and by name within a day, the
 * total, and every listed person's sums over all the days: the day counts say which days
 * the page falls on, and only those days' rows are built.
 */
export async function loginHoursPage(
  db: Db,
  filter: LoginHoursGridFilter,
  paging: ReportPaging,
): Promise<{ days: LoginHoursGridDay[]; total: number; totals: LoginHoursPersonTotal[] }> {
  const params = loginHoursParams(filter);
  const [counts, totals] = await Promise.all([
    db.query<DayRowCount>(LOGIN_HOURS_DAY_COUNTS, params),
    db.query<{
      userId: string;
      name: string;
      hoursLogged: string;
      hoursAvailable: string;
    }>(LOGIN_HOURS_TOTALS, params),
  ]);
  const { dates, skip, total } = daysOfPage(counts.rows, paging);
  const days =
    dates.length === 0
      ? []
      : (
          await db.query<Omit<LoginHoursGridDay, 'hoursLogged'> & { hoursLogged: string }>(
            `${LOGIN_HOURS_PAGE_GRID}
             SELECT user_id AS "userId", date::text AS date, first_standup_at AS "firstStandupAt",
                    last_log_at AS "lastLogAt", hours_logged::text AS "hoursLogged"
             FROM grid ORDER BY grid.date DESC, lower(name), user_id LIMIT $11 OFFSET $12`,
            [...params, dates, paging.pageSize, skip],
          )
        ).rows;
  return {
    days: days.map((row) => ({ ...row, hoursLogged: Number(row.hoursLogged) })),
    total,
    totals: totals.rows.map((row) => ({
      ...row,
      hoursLogged: Number(row.hoursLogged),
      hoursAvailable: Number(row.hoursAvailable),
    })),
  };
}
