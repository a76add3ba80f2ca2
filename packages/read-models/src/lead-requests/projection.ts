import { defineProjection } from '../projection.js';

/**
 * lead_requests: one row per lead request with its current assignee and status. Every
 * update is guarded by last_position so a replayed event changes nothing.
 */
export const leadRequestsProjection = defineProjection({
  name: 'lead-requests',
  version: 1,
  tables: ['lead_requests'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS lead_requests (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        ticket_url text,
        status text NOT NULL,
        assignee_id uuid NOT NULL,
        reason text,
        assigned_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS lead_requests_assignee ON lead_requests (assignee_id);
    `);
  },
  handlers: {
    async LeadRequestAssigned(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO lead_requests (id, name, email, message, ticket_url, status, assignee_id,
           assigned_at, updated_at, last_position)
         VALUES ($1, $2, $3, $4, $5, 'assigned', $6, $7, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [
          d.leadRequestId,
          d.name,
          d.email,
          d.message,
          d.ticketUrl,
          d.assigneeId,
          at,
          position.toString(),
        ],
      );
    },
    async LeadRequestAccepted(tx, event, { at, position }) {
      await tx.query(
        `UPDATE lead_requests SET status = 'accepted', updated_at = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.leadRequestId, position.toString(), at],
      );
    },
    async LeadRequestRejected(tx, event, { at, position }) {
      await tx.query(
        `UPDATE lead_requests SET status = 'rejected', reason = $3, updated_at = $4,
           last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.leadRequestId, position.toString(), event.data.reason, at],
      );
    },
    async LeadRequestReassigned(tx, event, { at, position }) {
      await tx.query(
        `UPDATE lead_requests SET status = 'assigned', assignee_id = $3, assigned_at = $4,
           updated_at = $4, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.leadRequestId, position.toString(), event.data.to, at],
      );
    },
  },
});
