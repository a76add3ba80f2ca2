import type { ClientBase, Pool } from 'pg';
import type { BalanceLeave, CalendarLeave, IsoDate, Leave } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface LeaveFilter {
  /** One person's leaves; everyone's when null. */
  userId: string | null;
  /** Leaves that overlap this range; all when left out. */
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

/** A leave as applied for; the API adds the working days it charges. */
export type LeaveRecord = Omit<Leave, 'workingDays'>;

interface Row extends Omit<LeaveRecord, 'user' | 'appliedAt' | 'decision'> {
  userId: string;
  userName: string;
  appliedAt: Date;
  decidedById: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionNote: string;
  lead1Id: string | null;
}

const SELECT_LEAVE = `
  SELECT l.id, l.user_id AS "userId", coalesce(u.name, 'Unknown') AS "userName",
         l.leave_type AS "leaveType", l.details, l.from_date::text AS "from",
         l.to_date::text AS "to", l.half_day AS "halfDay", l.applied_at AS "appliedAt", l.status,
         l.decided_by AS "decidedById", d.name AS "decidedByName", l.decided_at AS "decidedAt",
         l.decision_note AS "decisionNote", u.lead_ids[1] AS "lead1Id"
  FROM leaves l LEFT JOIN users u ON u.id = l.user_id LEFT JOIN users d ON d.id = l.decided_by`;

const toLeave = ({
  userId,
  userName,
  appliedAt,
  decidedById,
  decidedByName,
  decidedAt,
  decisionNote,
  lead1Id: _lead1Id,
  ...leave
}: Row): LeaveRecord => ({
  ...leave,
  user: { id: userId, name: userName },
  appliedAt: appliedAt.toISOString(),
  decision:
    decidedAt === null
      ? null
      : {
          by: decidedById === null ? null : { id: decidedById, name: decidedByName ?? 'Unknown' },
          at: decidedAt.toISOString(),
          note: decisionNote,
        },
});

/** A pending leave with its applicant's Lead 1, for the approvals list to pick what a viewer decides. */
export interface PendingLeave {
  leave: LeaveRecord;
  lead1Id: string | null;
}

/** Every leave waiting for approval, the earliest applied first. */
export async function listPendingLeaves(db: Db): Promise<PendingLeave[]> {
  const { rows } = await db.query<Row>(
    `${SELECT_LEAVE} WHERE l.status = 'pending' ORDER BY l.applied_at, l.id LIMIT 1000`,
  );
  return rows.map((row) => ({ leave: toLeave(row), lead1Id: row.lead1Id }));
}

export async function findLeave(db: Db, id: string): Promise<LeaveRecord | null> {
  const { rows } = await db.query<Row>(`${SELECT_LEAVE} WHERE l.id = $1`, [id]);
  return rows[0] ? toLeave(rows[0]) : null;
}

/** Leaves by filter, the latest applied first (My leave lists them so). */
export async function listLeaves(
  db: Db,
  { userId, from, to }: LeaveFilter,
): Promise<LeaveRecord[]> {
  const { rows } = await db.query<Row>(
    `${SELECT_LEAVE}
     WHERE ($1::uuid IS NULL OR l.user_id = $1)
       AND ($2::date IS NULL OR l.to_date >= $2)
       AND ($3::date IS NULL OR l.from_date <= $3)
     ORDER BY l.applied_at DESC, l.from_date DESC
     LIMIT 1000`,
    [userId, from ?? null, to ?? null],
  );
  return rows.map(toLeave);
}

/**
 * The days from `from` to `to` on which a person is on approved leave (the calendar's
 * leaveDates): a leave waiting for approval, rejected or cancelled counts for nothing.
 */
export async function leaveDates(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<Set<IsoDate>> {
  const { rows } = await db.query<{ date: string }>(
    `SELECT DISTINCT day::date::text AS date
     FROM leaves, generate_series(greatest(from_date, $2::date), least(to_date, $3::date),
                                  interval '1 day') AS day
     WHERE user_id = $1 AND status = 'approved' AND to_date >= $2 AND from_date <= $3`,
    [userId, from, to],
  );
  return new Set(rows.map((row) => row.date));
}

/** Per person, the days from `from` to `to` on which they are on approved leave. */
export async function leaveDatesOfPeople(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, Set<IsoDate>>> {
  const byUser = new Map<string, Set<IsoDate>>();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<{ userId: string; date: string }>(
    `SELECT DISTINCT user_id AS "userId", day::date::text AS date
     FROM leaves, generate_series(greatest(from_date, $2::date), least(to_date, $3::date),
                                  interval '1 day') AS day
     WHERE user_id = ANY($1::uuid[]) AND status = 'approved' AND to_date >= $2
       AND from_date <= $3`,
    [userIds, from, to],
  );
  for (const { userId, date } of rows) {
    byUser.set(userId, (byUser.get(userId) ?? new Set()).add(date));
  }
  return byUser;
}

/** Whose leaves a calendar shows: everyone's, or a person's team and the people they lead. */
export type CalendarScope = 'everyone' | { viewerId: string; teamName: string | null };

/** Approved and pending leaves over from..to of the people in `scope`, with their names. */
export async function calendarLeaves(
  db: Db,
  scope: CalendarScope,
  from: IsoDate,
  to: IsoDate,
): Promise<CalendarLeave[]> {
  const everyone = scope === 'everyone';
  const { rows } = await db.query<CalendarLeave & { userId: string; userName: string }>(
    `SELECT l.id, l.user_id AS "userId", coalesce(u.name, 'Unknown') AS "userName",
            l.leave_type AS "leaveType", l.from_date::text AS "from", l.to_date::text AS "to",
            l.status
     FROM leaves l LEFT JOIN users u ON u.id = l.user_id
     WHERE l.status IN ('pending', 'approved') AND l.to_date >= $1 AND l.from_date <= $2
       AND ($3 OR l.user_id = $4 OR (u.team_name IS NOT NULL AND u.team_name = $5)
            OR u.lead_ids @> ARRAY[$4]::uuid[])
     ORDER BY l.from_date, l.id`,
    [from, to, everyone, everyone ? null : scope.viewerId, everyone ? null : scope.teamName],
  );
  return rows.map(({ id, userId, userName, leaveType, from: first, to: last, status }) => ({
    id,
    user: { id: userId, name: userName },
    leaveType,
    from: first,
    to: last,
    status,
  }));
}

/** A person whose leave balances a viewer may read, with what prorates their allowance. */
export interface BalancePerson {
  id: string;
  name: string;
  email: string;
  joinedOn: IsoDate | null;
  leftOn: IsoDate | null;
  registeredAt: Date;
}

/**
 * The people with balances in `year`, by name: active ones and those who left after it began
 * (not deleted, rejected or still unaccepted); all of them, or one lead's people and the lead.
 */
export async function balancePeople(
  db: Db,
  { year, leadId }: { year: number; leadId: string | null },
): Promise<BalancePerson[]> {
  const { rows } = await db.query<BalancePerson>(
    `SELECT id, name, email, joined_on::text AS "joinedOn", left_on::text AS "leftOn",
            registered_at AS "registeredAt"
     FROM users
     WHERE (status IN ('active', 'inactive', 'blocked')
            OR (status = 'left' AND (left_on IS NULL OR left_on > make_date($1, 1, 1))))
       AND (joined_on IS NULL OR joined_on <= make_date($1, 12, 31))
       AND ($2::uuid IS NULL OR id = $2 OR lead_ids @> ARRAY[$2::uuid])
     ORDER BY lower(name), id
     LIMIT 5000`,
    [year, leadId],
  );
  return rows;
}

/**
 * The approved and pending leaves of these people overlapping from..to, each approved one
 * with the event that made it count (its approval, or its application when approved at once).
 */
export async function balanceLeaves(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, BalanceLeave[]>> {
  const byUser = new Map<string, BalanceLeave[]>();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<{
    userId: string;
    leaveId: string;
    leaveType: BalanceLeave['leaveType'];
    from: IsoDate;
    to: IsoDate;
    halfDay: boolean;
    status: 'pending' | 'approved';
    decided: boolean;
    position: string;
    at: Date;
  }>(
    `SELECT user_id AS "userId", id AS "leaveId", leave_type AS "leaveType",
            from_date::text AS "from", to_date::text AS "to", half_day AS "halfDay", status,
            decided_at IS NOT NULL AS decided, position::text AS position,
            coalesce(decided_at, applied_at) AS at
     FROM leaves
     WHERE user_id = ANY($1::uuid[]) AND status IN ('pending', 'approved')
       AND to_date >= $2 AND from_date <= $3
     ORDER BY from_date, id`,
    [userIds, from, to],
  );
  for (const { userId, decided, position, at, ...leave } of rows) {
    const counted =
      leave.status === 'approved'
        ? { event: decided ? 'LeaveApproved' : 'LeaveApplied', position, at: at.toISOString() }
        : null;
    byUser.set(userId, [...(byUser.get(userId) ?? []), { ...leave, counted }]);
  }
  return byUser;
}

/**
 * The ids of every leave of some people that touches from..to, whatever became of it: the
 * streams an explanation or an "as of" report reads, which say what each leave was when.
 */
export async function leaveIdsTouching(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM leaves WHERE user_id = ANY($1::uuid[]) AND to_date >= $2 AND from_date <= $3`,
    [userIds, from, to],
  );
  return rows.map((row) => row.id);
}
