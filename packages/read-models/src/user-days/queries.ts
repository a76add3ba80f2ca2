import type { ClientBase, Pool } from 'pg';
import type { IsoDate } from '@teamledger/domain';

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

/** The days of several people with a standup or an entry, from `from` to `to`, by person. */
export async function userDaysOfPeople(
  db: Db,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, UserDay[]>> {
  const { rows } = await db.query<Row>(
    `${SELECT_DAY} WHERE user_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3
     ORDER BY user_id, date DESC`,
    [userIds, from, to],
  );
  const byPerson = new Map<string, UserDay[]>();
  for (const day of rows.map(toDay)) {
    const days = byPerson.get(day.userId) ?? [];
    days.push(day);
    byPerson.set(day.userId, days);
  }
  return byPerson;
}
