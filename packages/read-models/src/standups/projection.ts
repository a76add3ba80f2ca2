import type { ClientBase } from 'pg';
import { hasRoadblock, type StandupCorrected, type StandupUpdated } from '@teamledger/domain';
import { consecutiveRuns, defineProjection, type EventMeta } from '../projection.js';

type StandupUpdatedData = StandupUpdated['data'];

/** The workspace key of standups without a workspace in standup_day_counts. */
export const NO_WORKSPACE_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * Adds the standups an insert actually made (`inserted`: date, workspace_id) to everyone's
 * count per day and workspace, so a replayed standup adds nothing.
 */
const COUNT_INSERTED = `
  INSERT INTO standup_day_counts AS t (date, workspace_key, standups)
  SELECT date, coalesce(workspace_id, '${NO_WORKSPACE_KEY}'), count(*) FROM inserted
  GROUP BY 1, 2
  ON CONFLICT (date, workspace_key) DO UPDATE SET standups = t.standups + EXCLUDED.standups`;

/**
 * A correction: the answers change unless the row has it already, and the change is kept
 * for the standup's history (standup_changes). 'Reported at' and updated_at stay.
 */
async function correctStandup(
  tx: ClientBase,
  { data: d }: StandupCorrected,
  { at, position }: EventMeta,
): Promise<void> {
  await tx.query(
    `UPDATE standups SET yesterday = $3, today = $4, roadblocks = $5, last_position = $6,
       has_roadblock = $7
     WHERE user_id = $1 AND date = $2 AND last_position < $6`,
    [
      d.userId,
      d.date,
      d.to.yesterday,
      d.to.today,
      d.to.roadblocks,
      position.toString(),
      hasRoadblock(d.to.roadblocks),
    ],
  );
  await tx.query(
    `INSERT INTO standup_changes (user_id, date, position, at, by, reason, from_answers, to_answers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, date, position) DO NOTHING`,
    [
      d.userId,
      d.date,
      position.toString(),
      at,
      d.by,
      d.reason,
      JSON.stringify(d.from),
      JSON.stringify(d.to),
    ],
  );
}

/**
 * standups: one row per person and company-local day, as last submitted or corrected (a standup's
 * workspace never changes), with whether its roadblocks answer names one (the domain's
 * hasRoadblock). standup_day_counts: everyone's standups per day and workspace
 * (the nil uuid for none), for the StandUp Report's day counts.
 */
export const standupsProjection = defineProjection({
  name: 'standups',
  version: 4,
  tables: ['standups', 'standup_day_counts', 'standup_changes'],
  // The reports' index; apply() writes through the primary keys alone.
  deferredIndexes: ['standups_date_user'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS standups (
        user_id uuid NOT NULL,
        date date NOT NULL,
        workspace_id uuid,
        yesterday text NOT NULL,
        today text NOT NULL,
        roadblocks text NOT NULL,
        has_roadblock boolean NOT NULL,
        reported_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL,
        PRIMARY KEY (user_id, date)
      );
      CREATE INDEX IF NOT EXISTS standups_date_user ON standups (date, user_id);
      CREATE TABLE IF NOT EXISTS standup_day_counts (
        date date NOT NULL,
        workspace_key uuid NOT NULL,
        standups integer NOT NULL,
        PRIMARY KEY (date, workspace_key)
      );
      CREATE TABLE IF NOT EXISTS standup_changes (
        user_id uuid NOT NULL,
        date date NOT NULL,
        position numeric(20, 0) NOT NULL,
        at timestamptz NOT NULL,
        by uuid NOT NULL,
        reason text NOT NULL,
        from_answers jsonb NOT NULL,
        to_answers jsonb NOT NULL,
        PRIMARY KEY (user_id, date, position)
      );
    `);
  },
  async applyBatch(tx, events) {
    // Runs of one type keep the order between an added standup and its updates.
    for (const run of consecutiveRuns(events)) {
      if (run[0]!.event.type === 'StandupCorrected') {
        // Rare: one by one.
        for (const { event, meta } of run) {
          if (event.type === 'StandupCorrected') await correctStandup(tx, event, meta);
        }
        continue;
      }
      const added = run.flatMap(({ event: e, meta }) =>
        e.type === 'StandupAdded' ? [{ d: e.data, position: meta.position.toString() }] : [],
      );
      if (added.length > 0) {
        // The first of a person's day wins, as with one INSERT ... DO NOTHING per event.
        await tx.query(
          `WITH inserted AS (
             INSERT INTO standups (user_id, date, workspace_id, yesterday, today, roadblocks,
               has_roadblock, reported_at, updated_at, last_position)
             SELECT user_id, date, workspace_id, yesterday, today, roadblocks, has_roadblock,
               reported_at, reported_at, position
             FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::text[], $5::text[], $6::text[],
               $7::timestamptz[], $8::numeric[], $9::boolean[])
               AS b (user_id, date, workspace_id, yesterday, today, roadblocks, reported_at, position,
                     has_roadblock)
             ON CONFLICT (user_id, date) DO NOTHING
             RETURNING date, workspace_id
           ) ${COUNT_INSERTED}`,
          [
            added.map(({ d }) => d.userId),
            added.map(({ d }) => d.date),
            added.map(({ d }) => d.workspaceId),
            added.map(({ d }) => d.yesterday),
            added.map(({ d }) => d.today),
            added.map(({ d }) => d.roadblocks),
            added.map(({ d }) => d.reportedAt),
            added.map(({ position }) => position),
            added.map(({ d }) => hasRoadblock(d.roadblocks)),
          ],
        );
        continue;
      }
      // Updates: the last one of a person's day is what one UPDATE per event leaves.
      const latest = new Map<string, { d: StandupUpdatedData; position: bigint }>();
      for (const { event: e, meta } of run) {
        if (e.type === 'StandupUpdated')
          latest.set(`${e.data.userId} ${e.data.date}`, { d: e.data, position: meta.position });
      }
      const updates = [...latest.values()];
      await tx.query(
        `UPDATE standups s SET yesterday = u.yesterday, today = u.today,
           roadblocks = u.roadblocks, has_roadblock = u.has_roadblock, updated_at = u.updated_at,
           last_position = u.position
         FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[], $5::text[],
           $6::timestamptz[], $7::numeric[], $8::boolean[])
           AS u (user_id, date, yesterday, today, roadblocks, updated_at, position, has_roadblock)
         WHERE s.user_id = u.user_id AND s.date = u.date AND s.last_position < u.position`,
        [
          updates.map(({ d }) => d.userId),
          updates.map(({ d }) => d.date),
          updates.map(({ d }) => d.yesterday),
          updates.map(({ d }) => d.today),
          updates.map(({ d }) => d.roadblocks),
          updates.map(({ d }) => d.updatedAt),
          updates.map(({ position }) => position.toString()),
          updates.map(({ d }) => hasRoadblock(d.roadblocks)),
        ],
      );
    }
  },
  handlers: {
    async StandupAdded(tx, { data: d }, { position }) {
      await tx.query(
        `WITH inserted AS (
           INSERT INTO standups (user_id, date, workspace_id, yesterday, today, roadblocks,
             reported_at, updated_at, last_position, has_roadblock)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)
           ON CONFLICT (user_id, date) DO NOTHING
           RETURNING date, workspace_id
         ) ${COUNT_INSERTED}`,
        [
          d.userId,
          d.date,
          d.workspaceId,
          d.yesterday,
          d.today,
          d.roadblocks,
          d.reportedAt,
          position.toString(),
          hasRoadblock(d.roadblocks),
        ],
      );
    },
    StandupCorrected: correctStandup,
    async StandupUpdated(tx, { data: d }, { position }) {
      await tx.query(
        `UPDATE standups SET yesterday = $3, today = $4, roadblocks = $5, updated_at = $6,
           last_position = $7, has_roadblock = $8
         WHERE user_id = $1 AND date = $2 AND last_position < $7`,
        [
          d.userId,
          d.date,
          d.yesterday,
          d.today,
          d.roadblocks,
          d.updatedAt,
          position.toString(),
          hasRoadblock(d.roadblocks),
        ],
      );
    },
  },
});
