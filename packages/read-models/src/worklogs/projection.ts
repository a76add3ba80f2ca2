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
  async applyBatch(tx, events) {
    // Set-based: the same rows as HoursLogged one by one; a repeated id keeps the first.
    const rows = events.flatMap(({ event: e, meta }) =>
      e.type === 'HoursLogged' ? [{ d: e.data, meta }] : [],
    );
    await tx.query(
      `INSERT INTO worklogs (id, user_id, workspace_id, milestone_id, title, details, hours, date,
         logged_at, recorded_at, source, ticket_number, ticket_url, position)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[],
         $6::text[], $7::numeric[], $8::date[], $9::timestamptz[], $10::timestamptz[],
         $11::text[], $12::int[], $13::text[], $14::numeric[])
       ON CONFLICT (id) DO NOTHING`,
      [
        rows.map(({ d }) => d.worklogId),
        rows.map(({ d }) => d.userId),
        rows.map(({ d }) => d.workspaceId),
        rows.map(({ d }) => d.milestoneId),
        rows.map(({ d }) => d.title),
        rows.map(({ d }) => d.details),
        rows.map(({ d }) => d.hours),
        rows.map(({ d }) => d.date),
        rows.map(({ d }) => d.loggedAt),
        rows.map(({ meta }) => meta.at),
        rows.map(({ meta }) => meta.metadata.source),
        rows.map(({ d }) => d.ticket?.number ?? null),
        rows.map(({ d }) => d.ticket?.url ?? null),
        rows.map(({ meta }) => meta.position.toString()),
      ],
    );
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
