import { defineProjection } from '../projection.js';

/**
 * workspaces: one row per workspace with its hall type and seat order, deleted ones kept
 * with their flag. Who belongs to a workspace is users.workspace_ids. Every update is
 * guarded by last_position so a replayed event changes nothing.
 */
export const workspacesProjection = defineProjection({
  name: 'workspaces',
  version: 2,
  tables: ['workspaces'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS workspaces (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        is_provider_space boolean NOT NULL,
        provider text,
        provider_space_id text,
        provider_check text,
        hall_type integer NOT NULL,
        seat_order uuid[] NOT NULL DEFAULT '{}',
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS workspaces_live_name ON workspaces (lower(name)) WHERE NOT deleted;
    `);
  },
  handlers: {
    async WorkspaceCreated(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO workspaces (id, name, is_provider_space, provider_space_id, provider_check,
           hall_type, created_at, updated_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [
          d.workspaceId,
          d.name,
          d.isProviderSpace,
          d.providerSpaceId,
          d.providerCheck,
          d.hallType,
          at,
          position.toString(),
        ],
      );
    },
    async WorkspaceUpdated(tx, event, { at, position }) {
      await tx.query(
        `UPDATE workspaces SET name = COALESCE($3, name), updated_at = $4, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.workspaceId, position.toString(), event.data.changes.name ?? null, at],
      );
    },
    async WorkspaceSeatingChanged(tx, event, { at, position }) {
      await tx.query(
        `UPDATE workspaces SET hall_type = $3, seat_order = $4, updated_at = $5, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [
          event.data.workspaceId,
          position.toString(),
          event.data.hallType,
          event.data.seatOrder,
          at,
        ],
      );
    },
    async WorkspaceProviderChanged(tx, event, { at, position }) {
      const { workspaceId, provider, providerSpaceId } = event.data;
      await tx.query(
        `UPDATE workspaces SET provider = $3, provider_space_id = $4::text,
           is_provider_space = $4::text IS NOT NULL,
           provider_check = CASE WHEN $4::text IS NULL THEN NULL ELSE 'not_checked' END,
           updated_at = $5, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [workspaceId, position.toString(), provider, providerSpaceId, at],
      );
    },
    async WorkspaceDeleted(tx, event, { at, position }) {
      await tx.query(
        `UPDATE workspaces SET deleted = true, updated_at = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.workspaceId, position.toString(), at],
      );
    },
  },
});
