import type { ClientBase, Pool } from 'pg';
import type { AttendanceTotals, IsoDate } from '@teamledger/domain';
import type { ReportPerson } from '../users/queries.js';
import {
  PERSON_WORKSPACES_JSON,
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

/** A person of an attendance page (Monthly, Detail) with their totals over the range. */
export interface AttendancePagePerson extends ReportPerson {
  totals: AttendanceTotals;
}

/** The days an attendance page counts: the report's calendar, as the domain worked it out. */
export interface AttendancePageCalendar {
  /** The last day counted for anyone: the report's `to`, or today when that is earlier. */
  last: IsoDate;
  /** Working days up to `last`, each with the first instant that makes a standup late. */
  lateFrom: ReadonlyMap<IsoDate, number>;
}

/**
 * One page of the people an attendance report lists ($7 of them from $8, by name) and how
 * many the filter lists in all, each with attendanceTotals (the domain's rule) worked out
 * here over their days from $1 to the last day counted for them: $9, or the day before they
 * left. $10 and $11 are the working days and their late-arrival instants. A person's days
 * are read through the primary key and summed in place: sending each day to the api costs
 * it more to parse than the database to read.
 */
const ATTENDANCE_PAGE = `
  WITH working AS (
    SELECT * FROM unnest($10::date[], $11::timestamptz[]) AS w (date, late_from)
  ), page AS (
    SELECT u.*, least($9::date, CASE WHEN u.status = 'left' THEN u.left_on - 1 END) AS until
    FROM users u WHERE ${REPORT_PEOPLE_WHERE}
    ORDER BY lower(u.name), u.id LIMIT $7::int OFFSET $8::int
  )
  SELECT
    (SELECT count(*) FROM users u WHERE ${REPORT_PEOPLE_WHERE})::int AS total,
    (SELECT COALESCE(json_agg(json_build_object(
        'id', u.id, 'name', u.name, 'teamName', u.team_name, 'status', u.status,
        'leftOn', u.left_on::text, 'workspaces', ${PERSON_WORKSPACES_JSON},
        'totals', json_build_object(
          'standupWorkingDays', s.standup_working_days, 'lateArrivals', s.late_arrivals,
          'hoursLogged', s.hours_logged, 'onWorkMs', s.on_work_ms,
          -- From the person's leaves (most have none in the range): one index probe then.
          'leaveWorkingDays', (SELECT count(DISTINCT w.date) FROM leaves l
            JOIN working w ON w.date BETWEEN l.from_date AND l.to_date AND w.date <= u.until
            WHERE l.user_id = u.id AND l.to_date >= $1::date AND l.from_date <= u.until)))
        ORDER BY lower(u.name), u.id), '[]')
      FROM page u
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE d.first_standup_at IS NOT NULL AND d.date = ANY($10::date[]))
                 AS standup_working_days,
               count(*) FILTER (WHERE d.first_standup_at
                                  >= ($11::timestamptz[])[array_position($10::date[], d.date)])
                 AS late_arrivals,
               COALESCE(sum(d.hours_logged), 0) AS hours_logged,
               COALESCE(sum(greatest(0, extract(epoch FROM d.last_log_at - d.first_standup_at))),
                        0) * 1000 AS on_work_ms
        FROM user_days d
        WHERE d.user_id = u.id AND d.date BETWEEN $1::date AND u.until
      ) s) AS people`;

/**
 * One page of the people an attendance report lists, in reportPeople's order and filter,
 * each with their attendanceTotals over the calendar; and how many people are listed.
 */
export async function attendancePage(
  db: Db,
  filter: ReportPeopleFilter,
  calendar: AttendancePageCalendar,
  paging: ReportPaging,
): Promise<{ people: AttendancePagePerson[]; total: number }> {
  const { rows } = await db.query<{ total: number; people: AttendancePagePerson[] }>({
    // Named, so each connection parses it once.
    name: 'attendance_page',
    text: ATTENDANCE_PAGE,
    values: [
      ...reportPeopleParams(filter),
      paging.pageSize,
      (paging.page - 1) * paging.pageSize,
      calendar.last,
      [...calendar.lateFrom.keys()],
      [...calendar.lateFrom.values()].map((ms) => new Date(ms).toISOString()),
    ],
  });
  const { total = 0, people = [] } = rows[0] ?? {};
  return { total, people };
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
 * The Login/Hours Report's rows (SPEC.md 2) as SQL, on the page's days (`page_days`): every
 * listed person (reportPeople) on each day before they left, except weekends without
 * activity, kept by the hours filter. It mirrors the domain's loginHoursRows; the days are
 * between `from` ($1) and `last` ($9).
 */
const LOGIN_HOURS_GRID = `grid AS (
    SELECT p.id AS user_id, p.name, g.day AS date, d.first_standup_at, d.last_log_at,
           COALESCE(d.hours_logged, 0) AS hours_logged
    FROM people p
    CROSS JOIN page_days g
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
 * What both page statements go on with from their `listed` (people listed per day),
 * `per_day` (rows with a standup or an entry per day, and how many of them the filter
 * keeps) and `counted` (each person's rows and sums): the rows per day, which say the days
 * the page falls on (as daysOfPage does), so only those days' rows are built; then the
 * page's rows ($10 of them from row $11, counted from 0).
 */
const LOGIN_HOURS_PAGE_CTES = `, counts AS (
    SELECT l.date, COALESCE(a.kept, 0) + CASE WHEN l.weekday AND ${keptByHours('0')}
             THEN l.people - COALESCE(a.people, 0) ELSE 0 END AS rows
    FROM listed l LEFT JOIN per_day a ON a.date = l.date
  ), placed AS (
    SELECT date, rows, COALESCE(sum(rows) OVER (ORDER BY date DESC
             ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
    FROM counts
  ), page_days AS (
    SELECT date AS day, before FROM placed
    WHERE rows > 0 AND before + rows > $11::int AND before < $11::int + $10::int
  ), ${LOGIN_HOURS_GRID}, page AS (
    SELECT * FROM grid ORDER BY grid.date DESC, lower(name), user_id
    LIMIT $10::int OFFSET (SELECT $11::int - min(before) FROM page_days)
  )`;

/** The report's total and the page's rows, with their people and leave. */
const LOGIN_HOURS_ROWS = `
  SELECT
    (SELECT COALESCE(sum(rows), 0) FROM counts)::int AS total,
    (SELECT COALESCE(json_agg(json_build_object('userId', g.user_id, 'date', g.date::text,
              'firstStandupAt', g.first_standup_at, 'lastLogAt', g.last_log_at,
              'hoursLogged', g.hours_logged::text, 'name', u.name, 'teamName', u.team_name,
              'status', u.status, 'leftOn', u.left_on::text,
              'workspaces', ${PERSON_WORKSPACES_JSON},
              'onLeave', EXISTS (SELECT 1 FROM leaves l WHERE l.user_id = g.user_id
                                   AND l.from_date <= g.date AND l.to_date >= g.date))
              ORDER BY g.date DESC, lower(g.name), g.user_id), '[]')
       FROM page g JOIN users u ON u.id = g.user_id) AS rows`;

/** The chart's sums: each listed person with a row. */
const LOGIN_HOURS_TOTALS = `
  SELECT COALESCE(json_agg(json_build_object('userId', id, 'name', name,
           'hoursLogged', hours, 'hoursAvailable', available)), '[]') AS totals
  FROM counted WHERE days > 0`;

/**
 * In one pass over the listed people's days of the range (read once, through the primary
 * key per person): how many rows the report has on each day, newest first, and each
 * person's rows and sums (the chart), both by arithmetic rather than by building the rows.
 * A day's rows: the days with a standup or an entry that the hours filter keeps, plus, on a
 * weekday when a day of 0 hours passes the filter, the listed people without any. A
 * person's: their kept days plus, likewise, their weekdays without any. The people listed
 * on a day are all of them less those gone by then (few), not a grid of people and days.
 * Then the page (LOGIN_HOURS_PAGE_CTES), in the same chain of CTEs.
 */
const LOGIN_HOURS_PAGE_BY_DAY = `${LOGIN_HOURS_PEOPLE}, calendar AS (
    SELECT g.day::date AS date, extract(isodow FROM g.day) < 6 AS weekday
    FROM generate_series($1::date, $9::date, interval '1 day') g (day)
  ), days AS (
    SELECT d.user_id, d.date, extract(isodow FROM d.date) < 6 AS weekday, d.hours_logged,
           GREATEST(0, extract(epoch FROM d.last_log_at - d.first_standup_at) - 3600)
             AS available_seconds,
           ${keptByHours('d.hours_logged')} AS kept
    FROM people p JOIN user_days d ON d.user_id = p.id
    WHERE d.date BETWEEN $1::date AND $9::date AND (p.gone_on IS NULL OR d.date < p.gone_on)
  ), per_day AS (
    SELECT date, count(*) AS people, count(*) FILTER (WHERE kept) AS kept
    FROM days GROUP BY date
  ), gone AS (
    SELECT gone_on FROM people WHERE gone_on IS NOT NULL
  ), listed AS (
    SELECT c.date, c.weekday,
           (SELECT count(*) FROM people) - (SELECT count(*) FROM gone WHERE gone_on <= c.date)
             AS people
    FROM calendar c
  ), per_person AS (
    -- Grouped rather than joined: the people (every one, with their name) and their days
    -- in one list, so no join is planned on the people's (unknown) row count.
    SELECT id, max(name) AS name, max(gone_on) AS gone_on, sum(weekdays) AS active_weekdays,
           sum(kept) AS kept, sum(hours) AS hours, sum(available) AS available
    FROM (
      SELECT id, name, gone_on, 0 AS weekdays, 0 AS kept, 0 AS hours, 0 AS available
      FROM people
      UNION ALL
      SELECT user_id, NULL, NULL, weekday::int, kept::int,
             CASE WHEN kept THEN hours_logged ELSE 0 END,
             CASE WHEN kept THEN available_seconds ELSE 0 END
      FROM days
    ) rows
    GROUP BY id
  ), counted AS (
    SELECT id, name, kept + CASE WHEN ${keptByHours('0')} THEN
             (CASE WHEN gone_on IS NULL
                   THEN (SELECT count(*) FROM calendar WHERE weekday)
                   ELSE (SELECT count(*) FROM calendar WHERE weekday AND date < gone_on) END)
             - active_weekdays ELSE 0 END AS days,
           hours, available / 3600 AS available
    FROM per_person
  )
  ${LOGIN_HOURS_PAGE_CTES}`;

/**
 * LOGIN_HOURS_PAGE_BY_DAY without an hours filter, where every day of the range counts: each
 * person's sums are the difference of two days' running totals (their latest day up to the
 * last day they are listed on, and their latest day before the range), two primary-key
 * lookups per person instead of reading the range's days; a day's rows are everyone listed
 * on a weekday, and on a weekend day those listed with a standup or an entry (read by date).
 * Then the page, as there.
 */
const LOGIN_HOURS_PAGE_RUNNING = `${LOGIN_HOURS_PEOPLE}, calendar AS (
    SELECT g.day::date AS date, extract(isodow FROM g.day) < 6 AS weekday
    FROM generate_series($1::date, $9::date, interval '1 day') g (day)
  ), per_day AS (
    -- The weekend days as one array: a join to the calendar (1,000 rows to the planner) is
    -- estimated high enough to be compiled (JIT), which costs more than the whole query.
    SELECT d.date, count(*) AS people, count(*) AS kept
    FROM user_days d
    WHERE d.date = ANY (ARRAY(SELECT date FROM calendar WHERE NOT weekday))
      AND EXISTS (SELECT 1 FROM people p
        WHERE p.id = d.user_id AND (p.gone_on IS NULL OR d.date < p.gone_on))
    GROUP BY d.date
  ), gone AS (
    SELECT gone_on FROM people WHERE gone_on IS NOT NULL
  ), listed AS (
    -- Those gone (few) counted per day, not everyone: a scan of the people per day was a
    -- tenth of the page's statement.
    SELECT c.date, c.weekday,
           (SELECT count(*) FROM people) - (SELECT count(*) FROM gone WHERE gone_on <= c.date)
             AS people
    FROM calendar c
  ), counted AS (
    SELECT p.id, p.name,
           CASE WHEN p.gone_on IS NULL THEN (SELECT count(*) FROM calendar WHERE weekday)
                ELSE (SELECT count(*) FROM calendar WHERE weekday AND date < p.gone_on) END
             + coalesce(upto.running_days, 0) - coalesce(before.running_days, 0) AS days,
           coalesce(upto.running_hours, 0) - coalesce(before.running_hours, 0) AS hours,
           (coalesce(upto.running_available_seconds, 0)
             - coalesce(before.running_available_seconds, 0)) / 3600 AS available
    FROM people p
    LEFT JOIN LATERAL (
      SELECT d.running_hours, d.running_available_seconds, d.running_days FROM user_days d
      WHERE d.user_id = p.id AND d.date <= $9::date AND (p.gone_on IS NULL OR d.date < p.gone_on)
      ORDER BY d.date DESC LIMIT 1
    ) upto ON true
    LEFT JOIN LATERAL (
      SELECT d.running_hours, d.running_available_seconds, d.running_days FROM user_days d
      WHERE d.user_id = p.id AND d.date < $1::date
      ORDER BY d.date DESC LIMIT 1
    ) before ON true
  )
  ${LOGIN_HOURS_PAGE_CTES}`;

const loginHoursParams = (filter: LoginHoursGridFilter): unknown[] => [
  ...reportPeopleParams(filter),
  filter.hours?.op ?? null,
  filter.hours?.hours ?? null,
  filter.last,
];

/** A row of a Login/Hours page: the day, its person as reportPeople shows them, their leave. */
export interface LoginHoursPageDay extends LoginHoursGridDay {
  person: ReportPerson;
  onLeave: boolean;
}

/** A page's row as the statement gives it (JSON). */
interface PageDayJson extends Omit<ReportPerson, 'id'> {
  userId: string;
  date: IsoDate;
  firstStandupAt: string | null;
  lastLogAt: string | null;
  hoursLogged: string;
  onLeave: boolean;
}

const instant = (json: string | null) => (json === null ? null : new Date(json));

/**
 * One page of the Login/Hours Report's days, newest first and by name within a day, the
 * total, and every listed person's sums over all the days: two statements over the same
 * people and days, run side by side (the sums are half the work, and a page need not wait
 * for them), the page's building only the page's days' rows with their people and leave.
 */
export async function loginHoursPage(
  db: Db,
  filter: LoginHoursGridFilter,
  paging: ReportPaging,
): Promise<{ days: LoginHoursPageDay[]; total: number; totals: LoginHoursPersonTotal[] }> {
  const kind = filter.hours === null ? 'running' : 'by_day';
  const ctes = filter.hours === null ? LOGIN_HOURS_PAGE_RUNNING : LOGIN_HOURS_PAGE_BY_DAY;
  const values = [
    ...loginHoursParams(filter),
    paging.pageSize,
    (paging.page - 1) * paging.pageSize,
  ];
  // Named, so each connection parses them once; the fenced lookups give the generic plan
  // the same shape.
  const [page, sums] = await Promise.all([
    db.query<{ total: number; rows: PageDayJson[] }>({
      name: `login_hours_${kind}_rows`,
      text: ctes + LOGIN_HOURS_ROWS,
      values,
    }),
    db.query<{ totals: LoginHoursPersonTotal[] }>({
      name: `login_hours_${kind}_totals`,
      text: ctes + LOGIN_HOURS_TOTALS,
      values,
    }),
  ]);
  const { total = 0, rows: days = [] } = page.rows[0] ?? {};
  const totals = sums.rows[0]?.totals ?? [];
  return {
    days: days.map(
      ({ userId, date, firstStandupAt, lastLogAt, hoursLogged, onLeave, ...person }) => ({
        userId,
        date,
        firstStandupAt: instant(firstStandupAt),
        lastLogAt: instant(lastLogAt),
        hoursLogged: Number(hoursLogged),
        person: { id: userId, ...person },
        onLeave,
      }),
    ),
    total,
    totals,
  };
}
