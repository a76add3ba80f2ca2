import { defineProjection } from '../projection.js';

/**
 * milestones: one row per milestone, deleted ones kept with their flag so the hours logged
 * against them still have a name. is_provider and is_active are for the milestones the
 * Assembla sync brings ([8/11]); ours are never provider milestones and always active.
 */
export const milestonesProjection = defineProjection({
  name: 'milestones',
  version: 1,
  tables: ['milestones'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS milestones (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        start_date date,
        due_date date,
        is_completed boolean NOT NULL DEFAULT false,
        is_provider boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS milestones_workspace ON milestones (workspace_id) WHERE NOT deleted;
    `);
  },
  handlers: {
    async MilestoneCreated(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO milestones (id, workspace_id, title, description, start_date, due_date,
           created_at, updated_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [
          d.milestoneId,
          d.workspaceId,
          d.title,
          d.description,
          d.startDate,
          d.dueDate,
          at,
          position.toString(),
        ],
      );
    },
    async MilestoneUpdated(tx, event, { at, position }) {
      const c = event.data.changes;
      await tx.query(
        `UPDATE milestones SET title = COALESCE($3, title),
           description = COALESCE($4, description), start_date = COALESCE($5::date, start_date),
           due_date = COALESCE($6::date, due_date), is_completed = COALESCE($7, is_completed),
           updated_at = $8, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [
          event.data.milestoneId,
          position.toString(),
          c.title ?? null,
          c.description ?? null,
          c.startDate ?? null,
          c.dueDate ?? null,
          c.isCompleted ?? null,
          at,
        ],
      );
    },
    async MilestoneCompleted(tx, event, { at, position }) {
      await tx.query(
        `UPDATE milestones SET is_completed = true, updated_at = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.milestoneId, position.toString(), at],
      );
    },
    async MilestoneDeleted(tx, event, { at, position }) {
      await tx.query(
        `UPDATE milestones SET deleted = true, updated_at = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.milestoneId, position.toString(), at],
      );
    },
    async MilestoneSynced(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO milestones (id, workspace_id, title, description, start_date, due_date,
           is_completed, is_provider, is_active, created_at, updated_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $9, $10)
         ON CONFLICT (id) DO UPDATE SET title = $3, description = $4, start_date = $5,
           due_date = $6, is_completed = $7, is_active = $8, updated_at = $9, last_position = $10
         WHERE milestones.last_position < $10`,
        [
          d.milestoneId,
          d.workspaceId,
          d.title,
          d.description,
          d.startDate,
          d.dueDate,
          d.isCompleted,
          d.isActive,
          at,
          position.toString(),
        ],
      );
    },
  },
});
