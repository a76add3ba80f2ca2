import type { ClientBase } from 'pg';
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

/** A day's hours available in seconds (DESIGN.md decision 5), exact: the running sums add it. */
const availableSeconds = (firstStandupAt: string, lastLogAt: string) =>
  `round(GREATEST(0, extract(epoch FROM ${lastLogAt} - ${firstStandupAt}) - 3600), 6)`;

/**
 * Adds what the events say to their people's days and keeps each person's running totals
 * (hours logged, hours available in seconds and days, up to and including each day) right:
 * a changed day's running totals are those before it plus everything changed up to it, and
 * the person's later days add the changes before them. One statement: the upsert and the
 * update of the later days touch different rows. An event already in (its position at or
 * below its day's last_position) adds nothing. Each lateral lookup is fenced (OFFSET 0) so
 * that, whatever the statistics, it is a probe of the primary key and not a table scan.
 */
async function applyDays(tx: ClientBase, rows: readonly DayRow[]): Promise<void> {
  if (rows.length === 0) return;
  // One JSON array: node-postgres escapes an array parameter value by value in JavaScript.
  await tx.query(
    `WITH batch AS (
       SELECT b.* FROM json_to_recordset($1::json)
         AS b (user_id uuid, date date, standup_at timestamptz, log_at timestamptz,
           hours numeric, logs int, position numeric)
       WHERE b.position > coalesce((SELECT d.last_position FROM user_days d
         WHERE d.user_id = b.user_id AND d.date = b.date), -1)
     ), added AS (
       SELECT user_id, date, min(standup_at) AS standup_at, max(log_at) AS log_at,
         sum(round(hours, 2)) AS hours, sum(logs) AS logs, max(position) AS position
       FROM batch GROUP BY user_id, date
     ), changed AS (
       SELECT a.user_id, a.date, a.position,
         LEAST(o.first_standup_at, a.standup_at) AS first_standup_at,
         GREATEST(o.last_log_at, a.log_at) AS last_log_at,
         coalesce(o.hours_logged, 0) + a.hours AS hours_logged,
         coalesce(o.log_count, 0) + a.logs AS log_count,
         a.hours AS hours_change,
         ${availableSeconds('LEAST(o.first_standup_at, a.standup_at)', 'GREATEST(o.last_log_at, a.log_at)')}
           - coalesce(${availableSeconds('o.first_standup_at', 'o.last_log_at')}, 0)
           AS available_change,
         CASE WHEN o.user_id IS NULL THEN 1 ELSE 0 END AS days_change,
         -- The running totals before this batch up to the day: its own if it was there,
         -- else those of the person's latest day before it.
         coalesce(o.running_hours, before.running_hours, 0) AS base_hours,
         coalesce(o.running_available_seconds, before.running_available_seconds, 0)
           AS base_available,
         coalesce(o.running_days, before.running_days, 0) AS base_days
       FROM added a
       LEFT JOIN LATERAL (
         SELECT * FROM user_days d WHERE d.user_id = a.user_id AND d.date = a.date OFFSET 0
       ) o ON true
       LEFT JOIN LATERAL (
         SELECT d.running_hours, d.running_available_seconds, d.running_days FROM user_days d
         WHERE o.user_id IS NULL AND d.user_id = a.user_id AND d.date < a.date
         ORDER BY d.date DESC LIMIT 1
       ) before ON true
     ), running AS (
       SELECT c.*,
         base_hours + sum(hours_change) OVER person AS running_hours,
         base_available + sum(available_change) OVER person AS running_available_seconds,
         base_days + sum(days_change) OVER person AS running_days
       FROM changed c
       WINDOW person AS (PARTITION BY user_id ORDER BY date)
     ), written AS (
       INSERT INTO user_days (user_id, date, first_standup_at, last_log_at, hours_logged,
         log_count, last_position, running_hours, running_available_seconds, running_days)
       SELECT user_id, date, first_standup_at, last_log_at, hours_logged, log_count, position,
         running_hours, running_available_seconds, running_days
       FROM running
       ON CONFLICT (user_id, date) DO UPDATE SET
         first_standup_at = EXCLUDED.first_standup_at,
         last_log_at = EXCLUDED.last_log_at,
         hours_logged = EXCLUDED.hours_logged,
         log_count = EXCLUDED.log_count,
         last_position = EXCLUDED.last_position,
         running_hours = EXCLUDED.running_hours,
         running_available_seconds = EXCLUDED.running_available_seconds,
         running_days = EXCLUDED.running_days
     ), later AS (
       -- The person's days after a changed day that the batch did not change themselves,
       -- each with the sum of the changes before it.
       SELECT l.user_id, l.date, sum(c.hours_change) AS hours,
         sum(c.available_change) AS available, sum(c.days_change) AS days
       FROM changed c
       CROSS JOIN LATERAL (
         SELECT d.user_id, d.date FROM user_days d
         WHERE d.user_id = c.user_id AND d.date > c.date OFFSET 0
       ) l
       WHERE NOT EXISTS (SELECT 1 FROM changed x WHERE x.user_id = l.user_id AND x.date = l.date)
       GROUP BY l.user_id, l.date
     )
     UPDATE user_days d SET
       running_hours = d.running_hours + later.hours,
       running_available_seconds = d.running_available_seconds + later.available,
       running_days = d.running_days + later.days
     FROM later WHERE d.user_id = later.user_id AND d.date = later.date`,
    [JSON.stringify(rows)],
  );
}

/**
 * user_days: per person and company-local day, the first standup, the last entry made that
 * day and the hours logged (DESIGN.md decision 5), with the person's running totals up to
 * the day (hours logged, hours available in seconds, days with a row): a range's sums are
 * the difference of two days' running totals (the Login/Hours chart). Every attendance
 * report reads it: the primary key serves one person's range, the (date, user) index all
 * people on some days. Rows exist only for days with a standup or an entry; the reports add
 * the empty days. Sums are not idempotent by themselves: the position guard skips an event
 * already in.
 */
export const userDaysProjection = defineProjection({
  name: 'user-days',
  version: 2,
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
        running_hours numeric(14, 2) NOT NULL,
        running_available_seconds numeric(20, 6) NOT NULL,
        running_days integer NOT NULL,
        PRIMARY KEY (user_id, date)
      );
      CREATE INDEX IF NOT EXISTS user_days_date_user ON user_days (date, user_id);
    `);
  },
  async applyBatch(tx, events) {
    // Sums, LEAST and GREATEST commute, so one row per person and day covers the batch;
    // the guard stays per event (an event already in adds nothing). It is a subquery per
    // event, an index probe each: a join let the planner hash the whole table on every
    // batch, which grew with the table (docs/decisions.md).
    await applyDays(
      tx,
      events.flatMap(({ event: e, meta }): DayRow[] =>
        e.type === 'StandupAdded'
          ? [dayRow(e.data, e.data.reportedAt, null, 0, 0, meta.position)]
          : e.type === 'HoursLogged'
            ? [dayRow(e.data, null, e.data.loggedAt, e.data.hours, 1, meta.position)]
            : [],
      ),
    );
  },
  handlers: {
    async StandupAdded(tx, event, { position }) {
      await applyDays(tx, [dayRow(event.data, event.data.reportedAt, null, 0, 0, position)]);
    },
    async HoursLogged(tx, event, { position }) {
      await applyDays(tx, [
        dayRow(event.data, null, event.data.loggedAt, event.data.hours, 1, position),
      ]);
    },
  },
});
