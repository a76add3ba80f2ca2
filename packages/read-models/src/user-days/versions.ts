import type { ClientBase, Pool } from 'pg';
import type { DayActivity, IsoDate, LeaveType } from '@teamledger/domain';
import type { EventMeta } from '../projection.js';

type Db = Pick<Pool | ClientBase, 'query'>;

/**
 * The versions of people's days and of their days' entries that user-days records as it
 * applies each event (D312): what a day held after the event, stamped with the event's
 * position and recorded time (metadata.at). A report "as of" an instant reads, per day and
 * per entry of a day, the version of the last event recorded by then, instead of folding
 * the events again; the facts stay the domain's (dayFacts with the calendar as of then).
 */
export const VERSION_TABLES_SQL = `
  CREATE TABLE IF NOT EXISTS user_day_versions (
    user_id uuid NOT NULL,
    date date NOT NULL,
    position numeric(20, 0) NOT NULL,
    recorded_at timestamptz NOT NULL,
    first_standup_at timestamptz,
    last_log_at timestamptz,
    hours_logged numeric(6, 2) NOT NULL,
    log_count integer NOT NULL,
    leave_type text,
    pending_leave_type text
  );
  CREATE INDEX IF NOT EXISTS user_day_versions_key
    ON user_day_versions (user_id, date, position);
  CREATE TABLE IF NOT EXISTS user_day_entry_versions (
    user_id uuid NOT NULL,
    date date NOT NULL,
    worklog_id uuid NOT NULL,
    position numeric(20, 0) NOT NULL,
    recorded_at timestamptz NOT NULL,
    -- null: the entry left the day (deleted, or moved to another day)
    hours numeric(5, 2),
    workspace_id uuid,
    milestone_id uuid
  );
  CREATE INDEX IF NOT EXISTS user_day_entry_versions_key
    ON user_day_entry_versions (user_id, date, worklog_id, position);
`;

export const VERSION_TABLES = ['user_day_versions', 'user_day_entry_versions'] as const;

/**
 * Only the as-of reads use the versions' indexes: a rebuild builds them once at the end.
 * No unique key is needed to replay safely: an event a day or an entry has already (the
 * position guards of user_days and user_day_entries) adds no version.
 */
export const VERSION_INDEXES = ['user_day_versions_key', 'user_day_entry_versions_key'] as const;

interface DayVersionRow {
  user_id: string;
  date: IsoDate;
  position: string;
  recorded_at: string;
  first_standup_at: string | null;
  last_log_at: string | null;
  hours_logged: number;
  log_count: number;
  leave_type: LeaveType | null;
  pending_leave_type: LeaveType | null;
}

interface EntryVersionRow {
  user_id: string;
  date: IsoDate;
  worklog_id: string;
  position: string;
  recorded_at: string;
  hours: number | null;
  workspace_id: string | null;
  milestone_id: string | null;
}

/** The versions one batch of user-days adds, written in two statements at its end. */
export class Versions {
  private readonly days: DayVersionRow[] = [];
  private readonly entries: EntryVersionRow[] = [];

  /** The day as it stands after the event of `meta`. */
  day(userId: string, day: DayActivity, meta: EventMeta): void {
    this.days.push({
      user_id: userId,
      date: day.date,
      position: meta.position.toString(),
      recorded_at: meta.at,
      first_standup_at: day.firstStandupAt?.toISOString() ?? null,
      last_log_at: day.lastLogAt?.toISOString() ?? null,
      hours_logged: day.hoursLogged,
      log_count: day.logCount,
      leave_type: day.leaveType,
      pending_leave_type: day.pendingLeaveType,
    });
  }

  /** An entry of a day as the event of `meta` leaves it; `fields` null: it left the day. */
  entry(
    { userId, date, worklogId }: { userId: string; date: IsoDate; worklogId: string },
    fields: { hours: number; workspaceId: string; milestoneId: string | null } | null,
    meta: EventMeta,
  ): void {
    this.entries.push({
      user_id: userId,
      date,
      worklog_id: worklogId,
      position: meta.position.toString(),
      recorded_at: meta.at,
      hours: fields?.hours ?? null,
      workspace_id: fields?.workspaceId ?? null,
      milestone_id: fields?.milestoneId ?? null,
    });
  }

  /** Writes the versions gathered. */
  async write(tx: ClientBase): Promise<void> {
    if (this.days.length > 0) {
      await tx.query(
        `INSERT INTO user_day_versions (user_id, date, position, recorded_at, first_standup_at,
           last_log_at, hours_logged, log_count, leave_type, pending_leave_type)
         SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, date date,
           position numeric, recorded_at timestamptz, first_standup_at timestamptz,
           last_log_at timestamptz, hours_logged numeric, log_count int, leave_type text,
           pending_leave_type text)`,
        [JSON.stringify(this.days)],
      );
    }
    if (this.entries.length > 0) {
      await tx.query(
        `INSERT INTO user_day_entry_versions (user_id, date, worklog_id, position, recorded_at,
           hours, workspace_id, milestone_id)
         SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, date date,
           worklog_id uuid, position numeric, recorded_at timestamptz, hours numeric,
           workspace_id uuid, milestone_id uuid)`,
        [JSON.stringify(this.entries)],
      );
    }
  }
}

/** Some people's days over a range as they stood at `asOf`. */
export interface DaysAsOf {
  userId: string;
  day: DayActivity;
}

/**
 * Some people's days from `from` to `to` as they stood at `asOf`: per person-day, its
 * version of the last event recorded by then (by position); days without one are left
 * out, as user_days has no row for them. Per person asked, newest day first.
 */
export async function userDaysAsOf(
  db: Db,
  {
    userIds,
    from,
    to,
    asOf,
  }: { userIds: readonly string[]; from: IsoDate; to: IsoDate; asOf: string },
): Promise<DaysAsOf[]> {
  if (userIds.length === 0 || to < from) return [];
  const { rows } = await db.query<{
    userId: string;
    date: IsoDate;
    firstStandupMs: number | null;
    lastLogMs: number | null;
    hoursLogged: string;
    logCount: number;
    leaveType: LeaveType | null;
    pendingLeaveType: LeaveType | null;
  }>(
    // Person by person through the (user_id, date, position) index, so each sort is a
    // person's month in memory rather than everyone's on disk. Instants as epoch
    // milliseconds: thousands of rows, and a number is read faster than a timestamp's text.
    `SELECT p.user_id AS "userId", d.*
     FROM unnest($1::uuid[]) AS p (user_id)
     CROSS JOIN LATERAL (
       SELECT DISTINCT ON (v.date) v.date::text AS date,
         (extract(epoch FROM v.first_standup_at) * 1000)::float8 AS "firstStandupMs",
         (extract(epoch FROM v.last_log_at) * 1000)::float8 AS "lastLogMs",
         v.hours_logged::text AS "hoursLogged", v.log_count AS "logCount",
         v.leave_type AS "leaveType", v.pending_leave_type AS "pendingLeaveType"
       FROM user_day_versions v
       WHERE v.user_id = p.user_id AND v.date BETWEEN $2 AND $3 AND v.recorded_at <= $4
       ORDER BY v.date DESC, v.position DESC
     ) AS d`,
    [userIds, from, to, asOf],
  );
  return rows.map(({ userId, firstStandupMs, lastLogMs, hoursLogged, ...day }) => ({
    userId,
    day: {
      ...day,
      firstStandupAt: firstStandupMs === null ? null : new Date(firstStandupMs),
      lastLogAt: lastLogMs === null ? null : new Date(lastLogMs),
      hoursLogged: Number(hoursLogged),
    },
  }));
}

/**
 * Per person, the first day with a version recorded by `asOf`: the day firstRecordedDays
 * gives as it stood then (user_days keeps a row from a day's first event on).
 */
export async function firstRecordedDaysAsOf(
  db: Db,
  userIds: readonly string[],
  asOf: string,
): Promise<Map<string, IsoDate>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.query<{ userId: string; date: IsoDate | null }>(
    // Each person's days in date order through the (user_id, date, position) index, up to
    // the first one recorded by then.
    `SELECT p.user_id AS "userId",
       (SELECT v.date::text FROM user_day_versions v
        WHERE v.user_id = p.user_id AND v.recorded_at <= $2
        ORDER BY v.date LIMIT 1) AS date
     FROM unnest($1::uuid[]) AS p (user_id)`,
    [userIds, asOf],
  );
  return new Map(rows.flatMap((row) => (row.date === null ? [] : [[row.userId, row.date]])));
}

/** A person's hours on a workspace and milestone, summed over their days asked. */
export interface EntrySumAsOf {
  userId: string;
  workspaceId: string;
  milestoneId: string | null;
  hours: number;
  /** How many entries make up the hours. */
  entries: number;
}

/** The hours of a workspace on a day, all the people asked together. */
export interface DailySumAsOf {
  date: IsoDate;
  workspaceId: string;
  hours: number;
  /** How many entries make up the hours. */
  entries: number;
}

interface EntrySumsAsked {
  spans: readonly { userId: string; since: IsoDate; until: IsoDate }[];
  workspaceIds: readonly string[] | null;
  asOf: string;
}

/**
 * Some people's entries as they stood at `asOf`, each person's over their own span of days
 * (`since` to `until`), summed and counted by the columns `grouping` names: per day and
 * entry, the version of the last event recorded by then, unless the entry had left the day;
 * only the workspaces asked when `workspaceIds` is not null.
 */
async function entrySumsAsOf<Row>(
  db: Db,
  grouping: { select: string; groupBy: string },
  { spans, workspaceIds, asOf }: EntrySumsAsked,
): Promise<(Row & { hours: number; entries: number })[]> {
  if (spans.length === 0) return [];
  const { rows } = await db.query<Row & { hours: string; entries: number }>(
    `SELECT ${grouping.select}, sum(e.hours)::text AS hours, count(*)::int AS entries
     FROM unnest($1::uuid[], $2::date[], $3::date[]) AS p (user_id, since, until)
     CROSS JOIN LATERAL (
       SELECT DISTINCT ON (v.date, v.worklog_id) v.date, v.hours, v.workspace_id, v.milestone_id
       FROM user_day_entry_versions v
       WHERE v.user_id = p.user_id AND v.date BETWEEN p.since AND p.until
         AND v.recorded_at <= $4
       ORDER BY v.date, v.worklog_id, v.position DESC
     ) AS e
     WHERE e.hours IS NOT NULL
       AND ($5::uuid[] IS NULL OR e.workspace_id = ANY($5::uuid[]))
     GROUP BY ${grouping.groupBy}`,
    [
      spans.map((span) => span.userId),
      spans.map((span) => span.since),
      spans.map((span) => span.until),
      asOf,
      workspaceIds,
    ],
  );
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}

/**
 * The TimeSheet's rows and the Milestone report's shares as they stood at `asOf`: per
 * person, workspace and milestone.
 */
export const userEntrySumsAsOf = (db: Db, asked: EntrySumsAsked): Promise<EntrySumAsOf[]> =>
  entrySumsAsOf<Omit<EntrySumAsOf, 'hours' | 'entries'>>(
    db,
    {
      select: `p.user_id AS "userId", e.workspace_id AS "workspaceId",
       e.milestone_id AS "milestoneId"`,
      groupBy: 'p.user_id, e.workspace_id, e.milestone_id',
    },
    asked,
  );

/** The TimeSheet's chart as it stood at `asOf`: per day and workspace, everyone asked. */
export const dailyEntrySumsAsOf = (db: Db, asked: EntrySumsAsked): Promise<DailySumAsOf[]> =>
  entrySumsAsOf<Omit<DailySumAsOf, 'hours' | 'entries'>>(
    db,
    {
      select: 'e.date::text AS date, e.workspace_id AS "workspaceId"',
      groupBy: 'e.date, e.workspace_id',
    },
    asked,
  );
