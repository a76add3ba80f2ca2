import type { ClientBase } from 'pg';
import { defineProjection, type EventMeta } from '../projection.js';

/**
 * leaves: every leave applied for, with its first and last day (and whether it is a half day), where it stands (pending,
 * approved, rejected, cancelled) and the last step's who, when and why. Only approved ones
 * count (leaveDates). LeaveNotificationSent, the worker's record of the approver's email, is
 * not handled: no screen shows it.
 */
export const leavesProjection = defineProjection({
  name: 'leaves',
  version: 3,
  tables: ['leaves'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS leaves (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        leave_type text NOT NULL,
        details text NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        half_day boolean NOT NULL DEFAULT false,
        applied_at timestamptz NOT NULL,
        status text NOT NULL,
        decided_by uuid,
        decided_at timestamptz,
        decision_note text NOT NULL DEFAULT '',
        position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS leaves_user_from ON leaves (user_id, from_date);
      CREATE INDEX IF NOT EXISTS leaves_from_to ON leaves (from_date, to_date);
      CREATE INDEX IF NOT EXISTS leaves_pending ON leaves (applied_at) WHERE status = 'pending';
    `);
  },
  handlers: {
    async LeaveApplied(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO leaves (id, user_id, leave_type, details, from_date, to_date, applied_at,
           status, position, half_day)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.leaveId,
          d.userId,
          d.leaveType,
          d.details,
          d.from,
          d.to,
          at,
          d.status,
          position.toString(),
          d.halfDay === true,
        ],
      );
    },
    LeaveApproved: (tx, { data }, meta) => step(tx, data.leaveId, 'approved', data.note, meta),
    LeaveRejected: (tx, { data }, meta) => step(tx, data.leaveId, 'rejected', data.note, meta),
    LeaveCancelled: (tx, { data }, meta) => step(tx, data.leaveId, 'cancelled', data.reason, meta),
  },
});

/** A step of the workflow, unless the row has it already (its position guard). */
async function step(
  tx: ClientBase,
  leaveId: string,
  status: 'approved' | 'rejected' | 'cancelled',
  note: string,
  meta: EventMeta,
): Promise<void> {
  await tx.query(
    `UPDATE leaves SET status = $2, decided_by = $3, decided_at = $4, decision_note = $5,
       position = $6
     WHERE id = $1 AND position < $6`,
    [leaveId, status, meta.metadata.actorId, meta.at, note, meta.position.toString()],
  );
}
