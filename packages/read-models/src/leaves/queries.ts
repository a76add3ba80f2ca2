import type { ClientBase, Pool } from 'pg';
import type { IsoDate, Leave } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface LeaveFilter {
  /** One person's leaves; everyone's when null. */
  userId: string | null;
  /** Leaves that overlap this range; all when left out. */
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

interface Row extends Omit<Leave, 'user' | 'appliedAt'> {
  userId: string;
  userName: string;
  appliedAt: Date;
}

const SELECT_LEAVE = `
  SELECT l.id, l.user_id AS "userId", coalesce(u.name, 'Unknown') AS "userName",
         l.leave_type AS "leaveType", l.details, l.from_date::text AS "from",
         l.to_date::text AS "to", l.applied_at AS "appliedAt"
  FROM leaves l LEFT JOIN users u ON u.id = l.user_id`;

const toLeave = ({ userId, userName, appliedAt, ...leave }: Row): Leave => ({
  ...leave,
  user: { id: userId, name: userName },
  appliedAt: appliedAt.toISOString(),
});

export async function findLeave(db: Db, id: string): Promise<Leave | null> {
  const { rows } = await db.query<Row>(`${SELECT_LEAVE} WHERE l.id = $1`, [id]);
  return rows[0] ? toLeave(rows[0]) : null;
}

/** Leaves by filter, the latest first day first, then the latest applied. */
export async function listLeaves(db: Db, { userId, from, to }: LeaveFilter): Promise<Leave[]> {
  const { rows } = await db.query<Row>(
    `${SELECT_LEAVE}
     WHERE ($1::uuid IS NULL OR l.user_id = $1)
       AND ($2::date IS NULL OR l.to_date >= $2)
       AND ($3::date IS NULL OR l.from_date <= $3)
     ORDER BY l.from_date DESC, l.applied_at DESC
     LIMIT 1000`,
    [userId, from ?? null, to ?? null],
  );
  return rows.map(toLeave);
}

/** The days from `from` to `to` on which a person is on leave (the calendar's leaveDates). */
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
     WHERE user_id = $1 AND to_date >= $2 AND from_date <= $3`,
    [userId, from, to],
  );
  return new Set(rows.map((row) => row.date));
}

/** leaveDates for several people at once: person -> the days they are on leave. */
export async function leaveDatesOfPeople(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, Set<IsoDate>>> {
  const { rows } = await db.query<{ userId: string; date: string }>(
    `SELECT DISTINCT user_id AS "userId", day::date::text AS date
     FROM leaves, generate_series(greatest(from_date, $2::date), least(to_date, $3::date),
                                  interval '1 day') AS day
     WHERE user_id = ANY($1::uuid[]) AND to_date >= $2 AND from_date <= $3`,
    [userIds, from, to],
  );
  const byPerson = new Map<string, Set<IsoDate>>();
  for (const { userId, date } of rows) {
    const dates = byPerson.get(userId) ?? new Set<IsoDate>();
    dates.add(date);
    byPerson.set(userId, dates);
  }
  return byPerson;
}
