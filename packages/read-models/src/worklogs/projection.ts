import type { ClientBase } from 'pg';
import type { HoursCorrected, HoursDeleted, HoursLogged } from '@teamledger/domain';
import { defineProjection, type EventMeta, type ParsedEvent } from '../projection.js';

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
       WHERE r.id NOT IN (SELECT id FROM worklog_deleted)
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

/** Hours and entries added to (or, negative, taken from) one person's day, workspace and milestone. */
interface HoursDelta {
  user_id: string;
  workspace_id: string;
  milestone_key: string;
  date: string;
  hours: number;
  entries: number;
}

/**
 * Moves a corrected or deleted entry's hours in the aggregates: adds the deltas, drops the
 * rows left without entries, and works the first and last day of each touched workspace and
 * milestone of the person out again from what is left, so the TimeSheet's keys stay exact.
 */
async function addHours(tx: ClientBase, deltas: readonly HoursDelta[]): Promise<void> {
  await tx.query(
    `WITH d AS (
       SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, workspace_id uuid,
         milestone_key uuid, date date, hours numeric, entries int)
     ), by_day AS (
       INSERT INTO worklog_hours AS t (user_id, workspace_id, milestone_key, date, hours, entries)
       SELECT user_id, workspace_id, milestone_key, date, sum(hours), sum(entries) FROM d
       GROUP BY user_id, workspace_id, milestone_key, date
       ON CONFLICT (user_id, workspace_id, milestone_key, date) DO UPDATE
         SET hours = t.hours + EXCLUDED.hours, entries = t.entries + EXCLUDED.entries
     )
     INSERT INTO worklog_day_hours AS t (date, workspace_id, milestone_key, hours, entries)
     SELECT date, workspace_id, milestone_key, sum(hours), sum(entries) FROM d
     GROUP BY date, workspace_id, milestone_key
     ON CONFLICT (date, workspace_id, milestone_key) DO UPDATE
       SET hours = t.hours + EXCLUDED.hours, entries = t.entries + EXCLUDED.entries`,
    [JSON.stringify(deltas)],
  );
  await tx.query(
    `WITH d AS (
       SELECT DISTINCT user_id, workspace_id, milestone_key, date FROM json_to_recordset($1::json)
         AS r (user_id uuid, workspace_id uuid, milestone_key uuid, date date)
     ), emptied AS (
       DELETE FROM worklog_hours t USING d
       WHERE t.entries = 0 AND (t.user_id, t.workspace_id, t.milestone_key, t.date) =
         (d.user_id, d.workspace_id, d.milestone_key, d.date)
     ), emptied_days AS (
       DELETE FROM worklog_day_hours t USING d
       WHERE t.entries = 0
         AND (t.date, t.workspace_id, t.milestone_key) = (d.date, d.workspace_id, d.milestone_key)
     )
     SELECT 1`,
    [JSON.stringify(deltas)],
  );
  // A second statement: the first one's deletes are seen only by the statements after it.
  await tx.query(
    `WITH k AS (
       SELECT DISTINCT user_id, workspace_id, milestone_key FROM json_to_recordset($1::json)
         AS r (user_id uuid, workspace_id uuid, milestone_key uuid)
     ), spans AS (
       SELECT k.*, (SELECT min(date) FROM worklog_hours h WHERE (h.user_id, h.workspace_id,
                      h.milestone_key) = (k.user_id, k.workspace_id, k.milestone_key)) AS first_date,
              (SELECT max(date) FROM worklog_hours h WHERE (h.user_id, h.workspace_id,
                      h.milestone_key) = (k.user_id, k.workspace_id, k.milestone_key)) AS last_date
       FROM k
     ), gone AS (
       DELETE FROM worklog_hour_keys t USING spans s
       WHERE s.first_date IS NULL
         AND (t.user_id, t.workspace_id, t.milestone_key) = (s.user_id, s.workspace_id, s.milestone_key)
     )
     INSERT INTO worklog_hour_keys AS t (user_id, workspace_id, milestone_key, first_date, last_date)
     SELECT user_id, workspace_id, milestone_key, first_date, last_date FROM spans
     WHERE first_date IS NOT NULL
     ON CONFLICT (user_id, workspace_id, milestone_key) DO UPDATE
       SET first_date = EXCLUDED.first_date, last_date = EXCLUDED.last_date`,
    [JSON.stringify(deltas)],
  );
}

interface StoredEntry {
  user_id: string;
  workspace_id: string;
  milestone_id: string | null;
  hours: string;
  date: string;
}

const deltaOf = (
  entry: { user_id: string; workspace_id: string; milestone_id: string | null; date: string },
  hours: number,
  entries: number,
): HoursDelta => ({
  user_id: entry.user_id,
  workspace_id: entry.workspace_id,
  milestone_key: entry.milestone_id ?? NO_MILESTONE_KEY,
  date: entry.date,
  hours,
  entries,
});

/**
 * A correction or a delete of an entry: the entry row changes (or goes, remembered in
 * worklog_deleted so a replayed HoursLogged does not bring it back) and its hours move in
 * the aggregates, unless the row has this event already (its position at or past it). The
 * change is kept for the entry's history (worklog_changes).
 */
async function changeEntry(
  tx: ClientBase,
  event: HoursCorrected | HoursDeleted,
  { at, position }: EventMeta,
): Promise<void> {
  const { worklogId, userId, from, reason, by } = event.data;
  const to = event.type === 'HoursCorrected' ? event.data.to : null;
  await tx.query(
    `INSERT INTO worklog_changes (worklog_id, position, user_id, kind, at, by, reason,
       from_entry, to_entry)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (worklog_id, position) DO NOTHING`,
    [
      worklogId,
      position.toString(),
      userId,
      event.type === 'HoursCorrected' ? 'corrected' : 'deleted',
      at,
      by,
      reason,
      JSON.stringify(from),
      to === null ? null : JSON.stringify(to),
    ],
  );
  const { rows } = await tx.query<StoredEntry>(
    `SELECT user_id, workspace_id, milestone_id, hours::text AS hours, date::text AS date
     FROM worklogs WHERE id = $1 AND position < $2 FOR UPDATE`,
    [worklogId, position.toString()],
  );
  const old = rows[0];
  if (old === undefined) return;
  if (to === null) {
    await tx.query('DELETE FROM worklogs WHERE id = $1', [worklogId]);
    await tx.query(
      'INSERT INTO worklog_deleted (id, position) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
      [worklogId, position.toString()],
    );
  } else {
    await tx.query(
      `UPDATE worklogs SET workspace_id = $2, milestone_id = $3, title = $4, details = $5,
         hours = $6, date = $7, logged_at = $8, position = $9
       WHERE id = $1`,
      [
        worklogId,
        to.workspaceId,
        to.milestoneId,
        to.title,
        to.details,
        to.hours,
        to.date,
        event.type === 'HoursCorrected' ? event.data.loggedAt : null,
        position.toString(),
      ],
    );
  }
  const deltas = [deltaOf(old, -Number(old.hours), -1)];
  if (to !== null) {
    deltas.push(
      deltaOf(
        {
          user_id: userId,
          workspace_id: to.workspaceId,
          milestone_id: to.milestoneId,
          date: to.date,
        },
        to.hours,
        1,
      ),
    );
  }
  await addHours(tx, deltas);
}

/**
 * A batch with corrections or deletes, in memory (D360): the entries they touch are read once
 * (their stored rows and whether they were deleted), every event of those entries is applied
 * to them in order with changeEntry's guards (an entry changes only at a later position; a
 * deleted id is never logged again), and then each is written once: the entries logged new
 * (with the batch's other logged entries, in one insertEntries), the stored ones updated or
 * deleted, their hours moved from what was stored to what is left in one addHours, and the
 * changes and deletes kept. The aggregates end as one event at a time leaves them: their
 * sums are exact, and the first and last days are worked out again after every insert.
 */
async function applyChanges(
  tx: ClientBase,
  events: readonly ParsedEvent[],
  changes: readonly { event: HoursCorrected | HoursDeleted; meta: EventMeta }[],
): Promise<void> {
  const touched = [...new Set(changes.map(({ event }) => event.data.worklogId))];
  const { rows: storedRows } = await tx.query<EntryRow & { deleted: boolean }>(
    `SELECT w.id, w.user_id, w.workspace_id, w.milestone_id, w.title, w.details,
       w.hours::text AS hours, w.date::text AS date, w.logged_at, w.recorded_at, w.source,
       w.ticket_number, w.ticket_url, w.position::text AS position, false AS deleted
     FROM worklogs w WHERE w.id = ANY($1::uuid[])
     UNION ALL
     SELECT d.id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       d.position::text, true
     FROM worklog_deleted d WHERE d.id = ANY($1::uuid[])`,
    [touched],
  );
  const stored = new Map<string, EntryRow>();
  const deleted = new Set<string>();
  for (const { deleted: gone, ...row } of storedRows) {
    if (gone) deleted.add(row.id);
    else stored.set(row.id, row);
  }
  const isTouched = new Set(touched);
  const entries = new Map(stored);
  const newlyDeleted: { id: string; position: string }[] = [];
  const logged: EntryRow[] = [];
  for (const { event, meta } of events) {
    if (event.type === 'HoursLogged') {
      const row = entryRow(event, meta);
      if (!isTouched.has(row.id)) logged.push(row);
      else if (!entries.has(row.id) && !deleted.has(row.id)) entries.set(row.id, row);
      continue;
    }
    if (event.type !== 'HoursCorrected' && event.type !== 'HoursDeleted') continue;
    const id = event.data.worklogId;
    const old = entries.get(id);
    if (old === undefined || BigInt(old.position) >= meta.position) continue;
    if (event.type === 'HoursDeleted') {
      entries.delete(id);
      if (!deleted.has(id)) {
        deleted.add(id);
        newlyDeleted.push({ id, position: meta.position.toString() });
      }
      continue;
    }
    const { to, loggedAt } = event.data;
    entries.set(id, {
      ...old,
      workspace_id: to.workspaceId,
      milestone_id: to.milestoneId,
      title: to.title,
      details: to.details,
      hours: to.hours,
      date: to.date,
      logged_at: loggedAt,
      position: meta.position.toString(),
    });
  }
  await tx.query(
    `INSERT INTO worklog_changes (worklog_id, position, user_id, kind, at, by, reason,
       from_entry, to_entry)
     SELECT * FROM json_to_recordset($1::json) AS r (worklog_id uuid, position numeric,
       user_id uuid, kind text, at timestamptz, by uuid, reason text, from_entry jsonb,
       to_entry jsonb)
     ON CONFLICT (worklog_id, position) DO NOTHING`,
    [
      JSON.stringify(
        changes.map(({ event, meta }) => ({
          worklog_id: event.data.worklogId,
          position: meta.position.toString(),
          user_id: event.data.userId,
          kind: event.type === 'HoursCorrected' ? 'corrected' : 'deleted',
          at: meta.at,
          by: event.data.by,
          reason: event.data.reason,
          from_entry: event.data.from,
          to_entry: event.type === 'HoursCorrected' ? event.data.to : null,
        })),
      ),
    ],
  );
  // Entries logged in this batch and still there go in with the others logged.
  for (const [id, row] of entries) if (!stored.has(id)) logged.push(row);
  await insertEntries(tx, logged);
  const updated = [...entries.values()].filter(
    (row) => stored.has(row.id) && stored.get(row.id) !== row,
  );
  const removed = [...stored.keys()].filter((id) => !entries.has(id));
  if (updated.length > 0) {
    await tx.query(
      `UPDATE worklogs w SET workspace_id = r.workspace_id, milestone_id = r.milestone_id,
         title = r.title, details = r.details, hours = r.hours, date = r.date,
         logged_at = r.logged_at, position = r.position
       FROM json_to_recordset($1::json) AS r (id uuid, workspace_id uuid, milestone_id uuid,
         title text, details text, hours numeric, date date, logged_at timestamptz,
         position numeric)
       WHERE w.id = r.id`,
      [JSON.stringify(updated)],
    );
  }
  if (removed.length > 0 || newlyDeleted.length > 0) {
    await tx.query(
      `WITH gone AS (DELETE FROM worklogs WHERE id = ANY($1::uuid[]))
       INSERT INTO worklog_deleted (id, position)
       SELECT * FROM json_to_recordset($2::json) AS r (id uuid, position numeric)
       ON CONFLICT (id) DO NOTHING`,
      [removed, JSON.stringify(newlyDeleted)],
    );
  }
  const deltas = [
    ...[...stored.values()]
      .filter((row) => entries.get(row.id) !== row)
      .map((row) => deltaOf(row, -Number(row.hours), -1)),
    ...updated.map((row) => deltaOf(row, Number(row.hours), 1)),
  ];
  if (deltas.length > 0) await addHours(tx, deltas);
}

/**
 * worklogs: every hours entry, from the web and (later) from the provider, and the hours
 * summed for the reports, so that a report reads a few rows per person rather than every
 * entry of the range (docs/scaling.md).
 */
export const worklogsProjection = defineProjection({
  name: 'worklogs',
  version: 4,
  tables: [
    'worklogs',
    'worklog_hours',
    'worklog_hour_keys',
    'worklog_day_hours',
    'worklog_deleted',
    'worklog_changes',
  ],
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
      CREATE TABLE IF NOT EXISTS worklog_deleted (
        id uuid PRIMARY KEY,
        position numeric(20, 0) NOT NULL
      );
      CREATE TABLE IF NOT EXISTS worklog_changes (
        worklog_id uuid NOT NULL,
        position numeric(20, 0) NOT NULL,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        at timestamptz NOT NULL,
        by uuid NOT NULL,
        reason text NOT NULL,
        from_entry jsonb NOT NULL,
        to_entry jsonb,
        PRIMARY KEY (worklog_id, position)
      );
    `);
  },
  async applyBatch(tx, events) {
    const changes = events.flatMap(({ event, meta }) =>
      event.type === 'HoursCorrected' || event.type === 'HoursDeleted' ? [{ event, meta }] : [],
    );
    if (changes.length === 0) {
      // Set-based: the same rows as HoursLogged one by one; a repeated id keeps the first.
      await insertEntries(
        tx,
        events.flatMap(({ event, meta }) =>
          event.type === 'HoursLogged' ? [entryRow(event, meta)] : [],
        ),
      );
      return;
    }
    await applyChanges(tx, events, changes);
  },
  handlers: {
    async HoursLogged(tx, event, meta) {
      // A logged entry changes only by a later correction, which moves its position on:
      // its id alone makes a replay a no-op.
      await insertEntries(tx, [entryRow(event, meta)]);
    },
    HoursCorrected: changeEntry,
    HoursDeleted: changeEntry,
  },
});
