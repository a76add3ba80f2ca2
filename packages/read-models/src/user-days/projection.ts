import { defineProjection } from '../projection.js';

/** What one event adds to its person's day, as the batch statement reads it. */
interface DayRow {
  user_id: string;
  date: string;
  standup_at: string | null;
  log_at: string | null;
  hours: number;
  logs: number;
  position: string;
}

const dayRow = (
  { userId, date }: { userId: string; date: string },
  standupAt: string | null,
  logAt: string | null,
  hours: number,
  logs: number,
  position: bigint,
): DayRow => ({
  user_id: userId,
  date,
  standup_at: standupAt,
  log_at: logAt,
  hours,
  logs,
  position: position.toString(),
});

/**
 * user_days: per person and company-local day, the first standup, the last entry made that
 * day and the hours logged (DESIGN.md decision 5). Every attendance report reads it: the
 * primary key serves one person's range, the (date, user) index all people on some days.
 * Rows exist only for days with a standup or an entry; the reports add the empty days.
 * Sums are not idempotent by themselves: the position guard skips an event already in.
 */
export const userDaysProjection = defineProjection({
  name: 'user-days',
  version: 1,
  tables: ['user_days'],
  // The reports' index; apply() reads and writes through the primary key alone.
  deferredIndexes: ['user_days_date_user'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS user_days (
        user_id uuid NOT NULL,
        date date NOT NULL,
        first_standup_at timestamptz,
        last_log_at timestamptz,
        hours_logged numeric(6, 2) NOT NULL DEFAULT 0,
        log_count integer NOT NULL DEFAULT 0,
        last_position numeric(20, 0) NOT NULL,
        PRIMARY KEY (user_id, date)
      );
      CREATE INDEX IF NOT EXISTS user_days_date_user ON user_days (date, user_id);
    `);
  },
  async applyBatch(tx, events) {
    // Sums, LEAST and GREATEST commute, so one row per person and day covers the batch;
    // the guard of the handlers stays per event (an event already in adds nothing). It is a
    // subquery per event, an index probe each: a join let the planner hash the whole table
    // on every batch, which grew with the table (docs/decisions.md).
    const rows = events.flatMap(({ event: e, meta }): DayRow[] =>
      e.type === 'StandupAdded'
        ? [dayRow(e.data, e.data.reportedAt, null, 0, 0, meta.position)]
        : e.type === 'HoursLogged'
          ? [dayRow(e.data, null, e.data.loggedAt, e.data.hours, 1, meta.position)]
          : [],
    );
    // One JSON array: node-postgres escapes an array parameter value by value in JavaScript.
    await tx.query(
      `WITH batch AS (
         SELECT b.* FROM json_to_recordset($1::json)
           AS b (user_id uuid, date date, standup_at timestamptz, log_at timestamptz,
             hours numeric, logs int, position numeric)
         WHERE b.position > coalesce((SELECT d.last_position FROM user_days d
           WHERE d.user_id = b.user_id AND d.date = b.date), -1)
       )
       INSERT INTO user_days (user_id, date, first_standup_at, last_log_at, hours_logged,
         log_count, last_position)
       SELECT user_id, date, min(standup_at), max(log_at), sum(round(hours, 2)), sum(logs),
         max(position)
       FROM batch GROUP BY user_id, date
       ON CONFLICT (user_id, date) DO UPDATE SET
         first_standup_at = LEAST(user_days.first_standup_at, EXCLUDED.first_standup_at),
         last_log_at = GREATEST(user_days.last_log_at, EXCLUDED.last_log_at),
         hours_logged = user_days.hours_logged + EXCLUDED.hours_logged,
         log_count = user_days.log_count + EXCLUDED.log_count,
         last_position = EXCLUDED.last_position`,
      [JSON.stringify(rows)],
    );
  },
  handlers: {
    async StandupAdded(tx, event, { position }) {
      await tx.query(
        `INSERT INTO user_days (user_id, date, first_standup_at, last_position)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, date) DO UPDATE SET
           first_standup_at = LEAST(user_days.first_standup_at, EXCLUDED.first_standup_at),
           last_position = EXCLUDED.last_position
         WHERE user_days.last_position < EXCLUDED.last_position`,
        [event.data.userId, event.data.date, event.data.reportedAt, position.toString()],
      );
    },
    async HoursLogged(tx, event, { position }) {
      await tx.query(
        `INSERT INTO user_days (user_id, date, last_log_at, hours_logged, log_count, last_position)
         VALUES ($1, $2, $3, $4, 1, $5)
         ON CONFLICT (user_id, date) DO UPDATE SET
           last_log_at = GREATEST(user_days.last_log_at, EXCLUDED.last_log_at),
           hours_logged = user_days.hours_logged + EXCLUDED.hours_logged,
           log_count = user_days.log_count + 1,
           last_position = EXCLUDED.last_position
         WHERE user_days.last_position < EXCLUDED.last_position`,
        [
          event.data.userId,
          event.data.date,
          event.data.loggedAt,
          event.data.hours,
          position.toString(),
        ],
      );
    },
  },
});
