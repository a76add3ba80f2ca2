import type { ClientBase } from 'pg';
import type { HoursLogged } from '@teamledger/domain';
import { defineProjection, type EventMeta } from '../projection.js';

/** The milestone key of hours logged against no milestone in the aggregate tables. */
export const NO_MILESTONE_KEY = '00000000-0000-0000-0000-000000000000';

/** An entry as insertEntries reads it: the columns of worklogs, by name. */
interface EntryRow {
  id: string;
  user_id: string;
  workspace_id: string;
  milestone_id: string | null;
  title: string;
  details: string;
  hours: number;
  date: string;
  logged_at: string | null;
  recorded_at: string;
  source: string;
  ticket_number: number | null;
  ticket_url: string | null;
  position: string;
}

const entryRow = ({ data }: HoursLogged, { at, metadata, position }: EventMeta): EntryRow => ({
  id: data.worklogId,
  user_id: data.userId,
  workspace_id: data.workspaceId,
  milestone_id: data.milestoneId,
  title: data.title,
  details: data.details,
  hours: data.hours,
  date: data.date,
  logged_at: data.loggedAt,
  recorded_at: at,
  source: metadata.source,
  ticket_number: data.ticket?.number ?? null,
  ticket_url: data.ticket?.url ?? null,
  position: position.toString(),
});

/**
 * Inserts the entries and adds the ones that are new (a repeated id keeps the first and adds
 * nothing) to the reports' aggregates, in one statement: the hours per person, day,
 * workspace and milestone (worklog_hours), the first and last day of each person's
 * workspace and milestone (worklog_hour_keys), and everyone's hours per day, workspace and
 * milestone (worklog_day_hours). The rows go as one JSON array: serialising it is one
 * native call, where an array parameter per column cost the projector a JavaScript escape
 * per value (docs/decisions.md).
 */
async function insertEntries(tx: ClientBase, rows: readonly EntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `WITH inserted AS (
       INSERT INTO worklogs (id, user_id, workspace_id, milestone_id, title, details, hours, date,
         logged_at, recorded_at, source, ticket_number, ticket_url, position)
       SELECT * FROM json_to_recordset($1::json) AS r (id uuid, user_id uuid,
         workspace_id uuid, milestone_id uuid, title text, details text, hours numeric,
         date date, logged_at timestamptz, recorded_at timestamptz, source text,
         ticket_number int, ticket_url text, position numeric)
       ON CONFLICT (id) DO NOTHING
       RETURNING user_id, workspace_id, coalesce(milestone_id, '${NO_MILESTONE_KEY}') AS milestone_key,
         date, hours
     ), by_day AS (
       INSERT INTO worklog_hours AS t (user_id, workspace_id, milestone_key, date, hours, entries)
       SELECT user_id, workspace_id, milestone_key, date, sum(hours), count(*) FROM inserted
       GROUP BY user_id, workspace_id, milestone_key, date
       ON CONFLICT (user_id, workspace_id, milestone_key, date) DO UPDATE
         SET hours = t.hours + EXCLUDED.hours, entries = t.entries + EXCLUDED.entries
     ), keys AS (
       INSERT INTO worklog_hour_keys AS t (user_id, workspace_id, milestone_key, first_date, last_date)
       SELECT user_id, workspace_id, milestone_key, min(date), max(date) FROM inserted
       GROUP BY user_id, workspace_id, milestone_key
       ON CONFLICT (user_id, workspace_id, milestone_key) DO UPDATE
         SET first_date = least(t.first_date, EXCLUDED.first_date),
             last_date = greatest(t.last_date, EXCLUDED.last_date)
     )
     INSERT INTO worklog_day_hours AS t (date, workspace_id, milestone_key, hours, entries)
     SELECT date, workspace_id, milestone_key, sum(hours), count(*) FROM inserted
     GROUP BY date, workspace_id, milestone_key
     ON CONFLICT (date, workspace_id, milestone_key) DO UPDATE
       SET hours = t.hours + EXCLUDED.hours, entries = t.entries + EXCLUDED.entries`,
    [JSON.stringify(rows)],
  );
}

/**
 * worklogs: every hours entry, from the web and (later) from the provider, and the hours
 * summed for the reports, so that a report reads a few rows per person rather than every
 * entry of the range (docs/scaling.md).
 */
export const worklogsProjection = defineProjection({
  name: 'worklogs',
  version: 3,
  tables: ['worklogs', 'worklog_hours', 'worklog_hour_keys', 'worklog_day_hours'],
  // The reports' indexes; apply() writes through the primary keys alone.
  deferredIndexes: ['worklogs_user_date', 'worklogs_date', 'worklogs_milestone'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS worklogs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        milestone_id uuid,
        title text NOT NULL,
        details text NOT NULL,
        hours numeric(5, 2) NOT NULL,
        date date NOT NULL,
        logged_at timestamptz,
        recorded_at timestamptz NOT NULL,
        source text NOT NULL,
        ticket_number integer,
        ticket_url text,
        position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS worklogs_user_date ON worklogs (user_id, date);
      CREATE INDEX IF NOT EXISTS worklogs_date ON worklogs (date);
      CREATE INDEX IF NOT EXISTS worklogs_milestone ON worklogs (milestone_id)
        WHERE milestone_id IS NOT NULL;
      CREATE TABLE IF NOT EXISTS worklog_hours (
        user_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        milestone_key uuid NOT NULL,
        date date NOT NULL,
        hours numeric(9, 2) NOT NULL,
        entries integer NOT NULL,
        PRIMARY KEY (user_id, workspace_id, milestone_key, date)
      );
      CREATE TABLE IF NOT EXISTS worklog_hour_keys (
        user_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        milestone_key uuid NOT NULL,
        first_date date NOT NULL,
        last_date date NOT NULL,
        PRIMARY KEY (user_id, workspace_id, milestone_key)
      );
      CREATE TABLE IF NOT EXISTS worklog_day_hours (
        date date NOT NULL,
        workspace_id uuid NOT NULL,
        milestone_key uuid NOT NULL,
        hours numeric(12, 2) NOT NULL,
        entries integer NOT NULL,
        PRIMARY KEY (date, workspace_id, milestone_key)
      );
    `);
  },
  async applyBatch(tx, events) {
    // Set-based: the same rows as HoursLogged one by one; a repeated id keeps the first.
    await insertEntries(
      tx,
      events.flatMap(({ event, meta }) =>
        event.type === 'HoursLogged' ? [entryRow(event, meta)] : [],
      ),
    );
  },
  handlers: {
    async HoursLogged(tx, event, meta) {
      // An entry never changes once logged, so its id alone makes a replay a no-op.
      await insertEntries(tx, [entryRow(event, meta)]);
    },
  },
});
