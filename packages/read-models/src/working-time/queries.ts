import type { ClientBase, Pool } from 'pg';
import type { IsoDate, OvertimeAdjustment, WorkingTimeContract } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

/** Per person, their contracts by first day (people without one are left out). */
export async function contractsOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, WorkingTimeContract[]>> {
  const byUser = new Map<string, WorkingTimeContract[]>();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<{ userId: string; effectiveFrom: IsoDate; weekHours: string[] }>(
    `SELECT user_id AS "userId", effective_from::text AS "effectiveFrom",
            week_hours::text[] AS "weekHours"
     FROM working_time_contracts WHERE user_id = ANY($1::uuid[])
     ORDER BY user_id, effective_from`,
    [userIds],
  );
  for (const { userId, effectiveFrom, weekHours } of rows) {
    byUser.set(userId, [
      ...(byUser.get(userId) ?? []),
      { effectiveFrom, weekHours: weekHours.map(Number) },
    ]);
  }
  return byUser;
}

/** Per person, their overtime adjustments up to a day, oldest first. */
export async function adjustmentsOf(
  db: Db,
  userIds: readonly string[],
  until: IsoDate,
): Promise<Map<string, OvertimeAdjustment[]>> {
  const byUser = new Map<string, OvertimeAdjustment[]>();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<{ userId: string; date: IsoDate; hours: string; reason: string }>(
    `SELECT user_id AS "userId", date::text AS date, hours::text AS hours, reason
     FROM overtime_adjustments WHERE user_id = ANY($1::uuid[]) AND date <= $2
     ORDER BY user_id, date, adjusted_at`,
    [userIds, until],
  );
  for (const { userId, date, hours, reason } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), { date, hours: Number(hours), reason }]);
  }
  return byUser;
}

export interface OvertimeFacts {
  /** Hours logged per day (days with none are left out). */
  logged: Map<IsoDate, number>;
  /** Days of approved leave: 'half' for a half-day leave. */
  leave: Map<IsoDate, 'full' | 'half'>;
}

/** Per person, the hours they logged each day and their approved leave, from `from` to `to`. */
export async function overtimeFacts(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, OvertimeFacts>> {
  const byUser = new Map<string, OvertimeFacts>(
    userIds.map((id) => [id, { logged: new Map(), leave: new Map() }]),
  );
  if (userIds.length === 0) return byUser;
  const [days, leaves] = await Promise.all([
    db.query<{ userId: string; date: IsoDate; hours: string }>(
      `SELECT user_id AS "userId", date::text AS date, hours_logged::text AS hours
       FROM user_days WHERE user_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3
         AND hours_logged > 0`,
      [userIds, from, to],
    ),
    db.query<{ userId: string; date: IsoDate; halfDay: boolean }>(
      `SELECT user_id AS "userId", day::date::text AS date, half_day AS "halfDay"
       FROM leaves, generate_series(greatest(from_date, $2::date), least(to_date, $3::date),
                                    interval '1 day') AS day
       WHERE user_id = ANY($1::uuid[]) AND status = 'approved' AND to_date >= $2
         AND from_date <= $3`,
      [userIds, from, to],
    ),
  ]);
  for (const { userId, date, hours } of days.rows)
    byUser.get(userId)?.logged.set(date, Number(hours));
  for (const { userId, date, halfDay } of leaves.rows) {
    byUser.get(userId)?.leave.set(date, halfDay ? 'half' : 'full');
  }
  return byUser;
}

/** Per person, the first day they logged hours, posted a standup or took leave. */
export async function firstRecordedDays(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, IsoDate>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.query<{ userId: string; date: IsoDate }>(
    `SELECT user_id AS "userId", min(date)::text AS date FROM user_days
     WHERE user_id = ANY($1::uuid[]) GROUP BY user_id`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.userId, row.date]));
}

/** The people a lead leads (named Lead 1, 2 or 3), whatever their status. */
export async function peopleLedBy(db: Db, leadId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE lead_ids @> ARRAY[$1::uuid]',
    [leadId],
  );
  return rows.map((row) => row.id);
}
