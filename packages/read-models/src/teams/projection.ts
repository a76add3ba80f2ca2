import { defineProjection } from '../projection.js';

/**
 * teams: one row per team, deleted ones kept with their flag. Members are not stored here:
 * a person's team is users.team_name, which the users projection renames along.
 */
export const teamsProjection = defineProjection({
  name: 'teams',
  version: 1,
  tables: ['teams'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS teams (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS teams_live_name ON teams (lower(name)) WHERE NOT deleted;
    `);
  },
  handlers: {
    async TeamCreated(tx, event, { at, position }) {
      await tx.query(
        `INSERT INTO teams (id, name, created_at, updated_at, last_position)
         VALUES ($1, $2, $3, $3, $4) ON CONFLICT (id) DO NOTHING`,
        [event.data.teamId, event.data.name, at, position.toString()],
      );
    },
    async TeamRenamed(tx, event, { at, position }) {
      await tx.query(
        `UPDATE teams SET name = $3, updated_at = $4, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.teamId, position.toString(), event.data.to, at],
      );
    },
    async TeamDeleted(tx, event, { at, position }) {
      await tx.query(
        `UPDATE teams SET deleted = true, updated_at = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.teamId, position.toString(), at],
      );
    },
  },
});
