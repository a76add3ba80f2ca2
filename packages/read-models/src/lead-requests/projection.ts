import { LEAD_REQUEST_EVENT_TYPES, type LeadRequestEvent } from '@teamledger/domain';
import type { Projection } from '../projection.js';

/** lead_requests: one row per lead request with its current assignee and status. */
export const leadRequestsProjection: Projection = {
  name: 'lead-requests',
  version: 1,
  handles: LEAD_REQUEST_EVENT_TYPES,
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
  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as LeadRequestEvent;
    const at = recorded.metadata.at;
    const position = recorded.position.toString();
    // Every update is guarded by last_position so a replayed event changes nothing.
    switch (event.type) {
      case 'LeadRequestAssigned': {
        const d = event.data;
        await tx.query(
          `INSERT INTO lead_requests (id, name, email, message, ticket_url, status, assignee_id,
             assigned_at, updated_at, last_position)
           VALUES ($1, $2, $3, $4, $5, 'assigned', $6, $7, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [d.leadRequestId, d.name, d.email, d.message, d.ticketUrl, d.assigneeId, at, position],
        );
        return;
      }
      case 'LeadRequestAccepted':
        await tx.query(
          `UPDATE lead_requests SET status = 'accepted', updated_at = $3, last_position = $2
           WHERE id = $1 AND last_position < $2`,
          [event.data.leadRequestId, position, at],
        );
        return;
      case 'LeadRequestRejected':
        await tx.query(
          `UPDATE lead_requests SET status = 'rejected', reason = $3, updated_at = $4,
             last_position = $2
           WHERE id = $1 AND last_position < $2`,
          [event.data.leadRequestId, position, event.data.reason, at],
        );
        return;
      case 'LeadRequestReassigned':
        await tx.query(
          `UPDATE lead_requests SET status = 'assigned', assignee_id = $3, assigned_at = $4,
             updated_at = $4, last_position = $2
           WHERE id = $1 AND last_position < $2`,
          [event.data.leadRequestId, position, event.data.to, at],
        );
        return;
    }
  },
};
