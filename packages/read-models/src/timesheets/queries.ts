import type { ClientBase, Pool } from 'pg';
import type { IsoDate, TimesheetState, TimesheetStatus } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface TimesheetPeriodRow {
  userId: string;
  period: string;
  from: IsoDate;
  to: IsoDate;
  status: TimesheetStatus;
  state: TimesheetState;
}

const SELECT = `SELECT user_id AS "userId", period, from_date::text AS "from", to_date::text AS "to",
  status, state FROM timesheet_periods`;

/** One person's period as its steps left it; null when it never had one (open). */
export async function findTimesheetPeriod(
  db: Db,
  userId: string,
  period: string,
): Promise<TimesheetPeriodRow | null> {
  const { rows } = await db.query<TimesheetPeriodRow>(
    `${SELECT} WHERE user_id = $1 AND period = $2`,
    [userId, period],
  );
  return rows[0] ?? null;
}

/** One person's periods with a step overlapping from..to (weeks and months alike). */
export async function timesheetPeriodsOfPerson(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<TimesheetPeriodRow[]> {
  const { rows } = await db.query<TimesheetPeriodRow>(
    `${SELECT} WHERE user_id = $1 AND from_date <= $3::date AND to_date >= $2::date`,
    [userId, from, to],
  );
  return rows;
}

/**
 * Periods an approver may have to decide: submitted ones, and approved ones (whose hours the
 * sync may have changed since; the caller compares), the oldest first.
 */
export async function timesheetPeriodsToDecide(db: Db): Promise<TimesheetPeriodRow[]> {
  const { rows } = await db.query<TimesheetPeriodRow>(
    `${SELECT} WHERE status IN ('submitted', 'approved') ORDER BY to_date, user_id, period`,
  );
  return rows;
}

/** Periods with a step ending from `from` on, of everyone (the daily run's look-back). */
export async function timesheetPeriodsEndingSince(
  db: Db,
  from: IsoDate,
): Promise<TimesheetPeriodRow[]> {
  const { rows } = await db.query<TimesheetPeriodRow>(
    `${SELECT} WHERE to_date >= $1 ORDER BY user_id, period`,
    [from],
  );
  return rows;
}

/**
 * Each approved period's hours per day of one person overlapping from..to, as approved: what
 * a report shows for "approved" figures (the days of periods never approved are left out).
 */
export async function approvedDayHours(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, Map<IsoDate, number>>> {
  const byUser = new Map<string, Map<IsoDate, number>>();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<{ userId: string; date: IsoDate; hours: string }>(
    `SELECT p.user_id AS "userId", d.value->>'date' AS date, d.value->>'hours' AS hours
     FROM timesheet_periods p, jsonb_array_elements(p.state->'approved'->'days') d
     WHERE p.user_id = ANY($1::uuid[]) AND p.state->'approved' IS NOT NULL
       AND p.state->'approved' <> 'null'::jsonb
       AND p.from_date <= $3::date AND p.to_date >= $2::date
       AND d.value->>'date' BETWEEN $2::text AND $3::text`,
    [userIds, from, to],
  );
  for (const { userId, date, hours } of rows) {
    const days = byUser.get(userId) ?? new Map<IsoDate, number>();
    days.set(date, Number(hours));
    byUser.set(userId, days);
  }
  return byUser;
}
