import { defineProjection } from '../projection.js';

/** worklogs: every hours entry, from the web and (later) from the provider. */
export const worklogsProjection = defineProjection({
  name: 'worklogs',
  version: 2,
  tables: ['worklogs'],
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
    `);
  },
  handlers: {
    async HoursLogged(tx, { data: d }, { at, metadata, position }) {
      // An entry never changes once logged, so its id alone makes a replay a no-op.
      await tx.query(
        `INSERT INTO worklogs (id, user_id, workspace_id, milestone_id, title, details, hours, date,
           logged_at, recorded_at, source, ticket_number, ticket_url, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.worklogId,
          d.userId,
          d.workspaceId,
          d.milestoneId,
          d.title,
          d.details,
          d.hours,
          d.date,
          d.loggedAt,
          at,
          metadata.source,
          d.ticket?.number ?? null,
          d.ticket?.url ?? null,
          position.toString(),
        ],
      );
    },
  },
});
