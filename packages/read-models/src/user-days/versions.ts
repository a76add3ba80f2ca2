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
    pending_leave_type text,
    PRIMARY KEY (user_id, date, position)
  );
  CREATE TABLE IF NOT EXISTS user_day_entry_versions (
    user_id uuid NOT NULL,
    date date NOT NULL,
    worklog_id uuid NOT NULL,
    position numeric(20, 0) NOT NULL,
    recorded_at timestamptz NOT NULL,
    -- null: the entry left the day (deleted, or moved to another day)
    hours numeric(5, 2),
    workspace_id uuid,
    milestone_id uuid,
    PRIMARY KEY (user_id, date, worklog_id, position)
  );
`;

export const VERSION_TABLES = ['user_day_versions', 'user_day_entry_versions'] as const;

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

  /** Writes the versions gathered; an event applied again finds its versions there already. */
  async write(tx: ClientBase): Promise<void> {
    if (this.days.length > 0) {
      await tx.query(
        `INSERT INTO user_day_versions (user_id, date, position, recorded_at, first_standup_at,
           last_log_at, hours_logged, log_count, leave_type, pending_leave_type)
         SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, date date,
           position numeric, recorded_at timestamptz, first_standup_at timestamptz,
           last_log_at timestamptz, hours_logged numeric, log_count int, leave_type text,
           pending_leave_type text)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(this.days)],
      );
    }
    if (this.entries.length > 0) {
      await tx.query(
        `INSERT INTO user_day_entry_versions (user_id, date, worklog_id, position, recorded_at,
           hours, workspace_id, milestone_id)
         SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, date date,
           worklog_id uuid, position numeric, recorded_at timestamptz, hours numeric,
           workspace_id uuid, milestone_id uuid)
         ON CONFLICT DO NOTHING`,
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
 * out, as user_days has no row for them. Ordered by person, then date.
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
    firstStandupAt: Date | null;
    lastLogAt: Date | null;
    hoursLogged: string;
    logCount: number;
    leaveType: LeaveType | null;
    pendingLeaveType: LeaveType | null;
  }>(
    `SELECT DISTINCT ON (user_id, date) user_id AS "userId", date::text AS date,
       first_standup_at AS "firstStandupAt", last_log_at AS "lastLogAt",
       hours_logged::text AS "hoursLogged", log_count AS "logCount", leave_type AS "leaveType",
       pending_leave_type AS "pendingLeaveType"
     FROM user_day_versions
     WHERE user_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3 AND recorded_at <= $4
     ORDER BY user_id, date, position DESC`,
    [userIds, from, to, asOf],
  );
  return rows.map(({ userId, hoursLogged, ...day }) => ({
    userId,
    day: { ...day, hoursLogged: Number(hoursLogged) },
  }));
}

/** An entry of a person's day as it stood at an instant: what a TimeSheet sums. */
export interface EntryAsOf {
  userId: string;
  date: IsoDate;
  worklogId: string;
  hours: number;
  workspaceId: string;
  milestoneId: string | null;
}

/**
 * Some people's entries from `from` to `to` as they stood at `asOf`: per day and entry,
 * the version of the last event recorded by then, unless the entry had left the day.
 */
export async function userEntriesAsOf(
  db: Db,
  {
    userIds,
    from,
    to,
    asOf,
  }: { userIds: readonly string[]; from: IsoDate; to: IsoDate; asOf: string },
): Promise<EntryAsOf[]> {
  if (userIds.length === 0 || to < from) return [];
  const { rows } = await db.query<Omit<EntryAsOf, 'hours'> & { hours: string }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (user_id, date, worklog_id) user_id AS "userId", date::text AS date,
         worklog_id AS "worklogId", hours::text AS hours, workspace_id AS "workspaceId",
         milestone_id AS "milestoneId"
       FROM user_day_entry_versions
       WHERE user_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3 AND recorded_at <= $4
       ORDER BY user_id, date, worklog_id, position DESC
     ) AS latest
     WHERE hours IS NOT NULL`,
    [userIds, from, to, asOf],
  );
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}
