import type { ClientBase, Pool } from 'pg';
import type { DayActivity, IsoDate, LeaveType } from '@teamledger/domain';
import type { EventMeta } from '../projection.js';

type Db = Pick<Pool | ClientBase, 'query'>;

/**
 * The versions that user-days records as it applies each event (D312, D370): what an event
 * left, stamped with its position and recorded time (metadata.at). A day's standup and
 * leave are versioned by the day (user_day_versions, one row a standup or leave event); its
 * entries by the entry (user_day_entry_versions, one row an entry logged, corrected, moved
 * or deleted), and a day's hours, count and last entry are its entries' sum, count and
 * latest (withEntries), so an entry logged writes one version, not two. A report "as of"
 * an instant reads, per day and per entry of a day, the version of the last event recorded
 * by then, instead of folding the events again; the facts stay the domain's (dayFacts with
 * the calendar as of then). The entries' latest versions are also the entries a correction
 * works its days out again from: user-days keeps no other copy of them.
 */
export const VERSION_TABLES_SQL = `
  CREATE TABLE IF NOT EXISTS user_day_versions (
    user_id uuid NOT NULL,
    date date NOT NULL,
    position numeric(20, 0) NOT NULL,
    recorded_at timestamptz NOT NULL,
    first_standup_at timestamptz,
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
    -- when the entry was made on its day; null when made later, moved there, or gone
    logged_at timestamptz,
    workspace_id uuid,
    milestone_id uuid
  );
  CREATE INDEX IF NOT EXISTS user_day_entry_versions_key
    ON user_day_entry_versions (user_id, date, worklog_id, position);
`;

export const VERSION_TABLES = ['user_day_versions', 'user_day_entry_versions'] as const;

/**
 * Only the as-of reads use the day versions' index: a rebuild builds it once at the end.
 * The entry versions' index stays: apply() reads a day's entries through it. No unique key
 * is needed to replay safely: an event a day or an entry has already (the position of the
 * day in user_days, of the entry's latest version) adds no version.
 */
export const VERSION_INDEXES = ['user_day_versions_key'] as const;

interface DayVersionRow {
  user_id: string;
  date: IsoDate;
  position: string;
  recorded_at: string;
  first_standup_at: string | null;
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
  logged_at: string | null;
  workspace_id: string | null;
  milestone_id: string | null;
}

/** An entry as a version holds it; null: it left the day. */
export interface EntryVersionFields {
  hours: number;
  loggedAt: string | null;
  workspaceId: string;
  milestoneId: string | null;
}

/** The versions one run of user-days adds, written in two statements at its end. */
export class Versions {
  private readonly days: DayVersionRow[] = [];
  private readonly entries: EntryVersionRow[] = [];

  /** The day's standup and leave as they stand after the event of `meta`. */
  day(userId: string, day: DayActivity, meta: EventMeta): void {
    this.days.push({
      user_id: userId,
      date: day.date,
      position: meta.position.toString(),
      recorded_at: meta.at,
      first_standup_at: day.firstStandupAt?.toISOString() ?? null,
      leave_type: day.leaveType,
      pending_leave_type: day.pendingLeaveType,
    });
  }

  /** An entry of a day as the event of `meta` leaves it; `fields` null: it left the day. */
  entry(
    { userId, date, worklogId }: { userId: string; date: IsoDate; worklogId: string },
    fields: EntryVersionFields | null,
    meta: EventMeta,
  ): void {
    this.entries.push({
      user_id: userId,
      date,
      worklog_id: worklogId,
      position: meta.position.toString(),
      recorded_at: meta.at,
      hours: fields?.hours ?? null,
      logged_at: fields?.loggedAt ?? null,
      workspace_id: fields?.workspaceId ?? null,
      milestone_id: fields?.milestoneId ?? null,
    });
  }

  /** Writes the versions gathered. */
  async write(tx: ClientBase): Promise<void> {
    if (this.days.length > 0) {
      await tx.query(
        `INSERT INTO user_day_versions (user_id, date, position, recorded_at, first_standup_at,
           leave_type, pending_leave_type)
         SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, date date,
           position numeric, recorded_at timestamptz, first_standup_at timestamptz,
           leave_type text, pending_leave_type text)`,
        [JSON.stringify(this.days)],
      );
    }
    if (this.entries.length > 0) {
      await tx.query(
        `INSERT INTO user_day_entry_versions (user_id, date, worklog_id, position, recorded_at,
           hours, logged_at, workspace_id, milestone_id)
         SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, date date,
           worklog_id uuid, position numeric, recorded_at timestamptz, hours numeric,
           logged_at timestamptz, workspace_id uuid, milestone_id uuid)`,
        [JSON.stringify(this.entries)],
      );
    }
  }
}

/** An entry on a day now: its latest version, which has not left the day. */
export interface HeldEntry {
  userId: string;
  date: IsoDate;
  hours: number;
  loggedAt: Date | null;
  /** The position of the entry's latest version: an event at or below it is in already. */
  position: bigint;
}

/**
 * The entries on these people's days now, by worklog id: per day and entry its latest
 * version, unless that one says the entry left the day.
 */
export async function entriesOnDays(
  db: Db,
  days: readonly { userId: string; date: IsoDate }[],
): Promise<Map<string, HeldEntry>> {
  if (days.length === 0) return new Map();
  const { rows } = await db.query<{
    worklogId: string;
    userId: string;
    date: IsoDate;
    hours: string | null;
    loggedAt: Date | null;
    position: string;
  }>(
    `SELECT DISTINCT ON (v.user_id, v.date, v.worklog_id) v.worklog_id AS "worklogId",
       v.user_id AS "userId", v.date::text AS date, v.hours::text AS hours,
       v.logged_at AS "loggedAt", v.position::text AS position
     FROM unnest($1::uuid[], $2::date[]) AS d (user_id, date)
     JOIN user_day_entry_versions v ON v.user_id = d.user_id AND v.date = d.date
     ORDER BY v.user_id, v.date, v.worklog_id, v.position DESC`,
    [days.map((day) => day.userId), days.map((day) => day.date)],
  );
  const held = new Map<string, HeldEntry>();
  for (const row of rows) {
    if (row.hours === null) continue;
    held.set(row.worklogId, {
      userId: row.userId,
      date: row.date,
      hours: Number(row.hours),
      loggedAt: row.loggedAt,
      position: BigInt(row.position),
    });
  }
  return held;
}

/** Some people's days over a range as they stood at `asOf`. */
export interface DaysAsOf {
  userId: string;
  day: DayActivity;
}

/**
 * Some people's days from `from` to `to` as they stood at `asOf`: per person-day, the
 * standup and leave of its last day version recorded by then, and the hours, count and
 * last entry of the entries on it then (each entry's last version recorded by then, unless
 * it had left the day: withEntries in SQL); days with neither are left out, as user_days
 * has no row for them. Per person asked, newest day first.
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
    hoursLogged: string | null;
    logCount: number | null;
    leaveType: LeaveType | null;
    pendingLeaveType: LeaveType | null;
  }>(
    // Person by person through the (user_id, date, position) keys, so each sort is a
    // person's days in memory rather than everyone's on disk. Instants as epoch
    // milliseconds: thousands of rows, and a number is read faster than a timestamp's text.
    `SELECT p.user_id AS "userId", d.*
     FROM unnest($1::uuid[]) AS p (user_id)
     CROSS JOIN LATERAL (
       SELECT coalesce(s.date, e.date)::text AS date,
         (extract(epoch FROM s.first_standup_at) * 1000)::float8 AS "firstStandupMs",
         (extract(epoch FROM e.last_log_at) * 1000)::float8 AS "lastLogMs",
         e.hours::text AS "hoursLogged", e.entries AS "logCount",
         s.leave_type AS "leaveType", s.pending_leave_type AS "pendingLeaveType"
       FROM (
         SELECT DISTINCT ON (v.date) v.date, v.first_standup_at, v.leave_type,
           v.pending_leave_type
         FROM user_day_versions v
         WHERE v.user_id = p.user_id AND v.date BETWEEN $2 AND $3 AND v.recorded_at <= $4
         ORDER BY v.date, v.position DESC
       ) AS s
       FULL JOIN (
         SELECT x.date, sum(x.hours) AS hours, count(x.hours)::int AS entries,
           max(x.logged_at) AS last_log_at
         FROM (
           SELECT DISTINCT ON (v.date, v.worklog_id) v.date, v.hours, v.logged_at
           FROM user_day_entry_versions v
           WHERE v.user_id = p.user_id AND v.date BETWEEN $2 AND $3 AND v.recorded_at <= $4
           ORDER BY v.date, v.worklog_id, v.position DESC
         ) AS x
         GROUP BY x.date
       ) AS e ON e.date = s.date
       ORDER BY 1 DESC
     ) AS d`,
    [userIds, from, to, asOf],
  );
  return rows.map(({ userId, firstStandupMs, lastLogMs, hoursLogged, logCount, ...day }) => ({
    userId,
    day: {
      ...day,
      firstStandupAt: firstStandupMs === null ? null : new Date(firstStandupMs),
      lastLogAt: lastLogMs === null ? null : new Date(lastLogMs),
      hoursLogged: hoursLogged === null ? 0 : Number(hoursLogged),
      logCount: logCount ?? 0,
    },
  }));
}

/**
 * Per person, the first day with a version recorded by `asOf`, of its standup and leave or
 * of an entry: the day firstRecordedDays gives as it stood then (user_days keeps a row from
 * a day's first event on).
 */
export async function firstRecordedDaysAsOf(
  db: Db,
  userIds: readonly string[],
  asOf: string,
): Promise<Map<string, IsoDate>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.query<{ userId: string; date: IsoDate | null }>(
    // Each person's days in date order through each table's (user_id, date, ...) key, up to
    // the first one recorded by then.
    `SELECT p.user_id AS "userId", least(
       (SELECT v.date FROM user_day_versions v
        WHERE v.user_id = p.user_id AND v.recorded_at <= $2
        ORDER BY v.date LIMIT 1),
       (SELECT v.date FROM user_day_entry_versions v
        WHERE v.user_id = p.user_id AND v.recorded_at <= $2
        ORDER BY v.date LIMIT 1))::text AS date
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
