import { defineProjection } from '../projection.js';

/** standups: one row per person and company-local day, as last submitted. */
export const standupsProjection = defineProjection({
  name: 'standups',
  version: 1,
  tables: ['standups'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS standups (
        user_id uuid NOT NULL,
        date date NOT NULL,
        workspace_id uuid,
        yesterday text NOT NULL,
        today text NOT NULL,
        roadblocks text NOT NULL,
        reported_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL,
        PRIMARY KEY (user_id, date)
      );
      CREATE INDEX IF NOT EXISTS standups_date_user ON standups (date, user_id);
    `);
  },
  handlers: {
    async StandupAdded(tx, { data: d }, { position }) {
      await tx.query(
        `INSERT INTO standups (user_id, date, workspace_id, yesterday, today, roadblocks,
           reported_at, updated_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)
         ON CONFLICT (user_id, date) DO NOTHING`,
        [
          d.userId,
          d.date,
          d.workspaceId,
          d.yesterday,
          d.today,
          d.roadblocks,
          d.reportedAt,
          position.toString(),
        ],
      );
    },
    async StandupUpdated(tx, { data: d }, { position }) {
      await tx.query(
        `UPDATE standups SET yesterday = $3, today = $4, roadblocks = $5, updated_at = $6,
           last_position = $7
         WHERE user_id = $1 AND date = $2 AND last_position < $7`,
        [d.userId, d.date, d.yesterday, d.today, d.roadblocks, d.updatedAt, position.toString()],
      );
    },
  },
});
