import type { ClientBase, Pool } from 'pg';
import type { BalanceHoliday, Holiday, IsoDate } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

/** One page of marked holidays, the latest date first. */
export async function listHolidays(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ holidays: Holiday[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<Holiday>(
      `SELECT date::text AS date, title FROM holidays WHERE NOT removed
       ORDER BY date DESC LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM holidays WHERE NOT removed'),
  ]);
  return { holidays: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** Every marked holiday, the latest date first (for LeavesList.csv). */
export async function allHolidays(db: Db): Promise<Holiday[]> {
  const { rows } = await db.query<Holiday>(
    'SELECT date::text AS date, title FROM holidays WHERE NOT removed ORDER BY date DESC',
  );
  return rows;
}

/** The holiday dates from `from` to `to`, both included: the input of the calendar rules. */
export async function holidayDates(db: Db, from: IsoDate, to: IsoDate): Promise<Set<IsoDate>> {
  const { rows } = await db.query<{ date: string }>(
    `SELECT date::text AS date FROM holidays WHERE NOT removed AND date BETWEEN $1 AND $2`,
    [from, to],
  );
  return new Set(rows.map((row) => row.date));
}

/** The holidays from `from` to `to`, by date, with their titles (the leave calendar). */
export async function holidayTitles(
  db: Db,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<IsoDate, string>> {
  const { rows } = await db.query<Holiday>(
    `SELECT date::text AS date, title FROM holidays
     WHERE NOT removed AND date BETWEEN $1 AND $2`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.date, row.title]));
}

/** The holidays from `from` to `to` with the event that marked each (leave balances' refunds). */
export async function markedHolidays(
  db: Db,
  from: IsoDate,
  to: IsoDate,
): Promise<BalanceHoliday[]> {
  const { rows } = await db.query<{ date: IsoDate; title: string; at: Date; position: string }>(
    `SELECT date::text AS date, title, changed_at AS at, last_position::text AS position
     FROM holidays WHERE NOT removed AND date BETWEEN $1 AND $2 ORDER BY date`,
    [from, to],
  );
  return rows.map(({ date, title, at, position }) => ({
    date,
    title,
    marked: { event: 'HolidayAdded', position, at: at.toISOString() },
  }));
}
