import { LEAVE_EVENT_TYPES, type LeaveEvent } from '@teamledger/domain';
import type { Projection } from '../projection.js';

/** leaves: every leave applied for, with its first and last day. */
export const leavesProjection: Projection = {
  name: 'leaves',
  version: 1,
  handles: LEAVE_EVENT_TYPES,
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
        applied_at timestamptz NOT NULL,
        position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS leaves_user_from ON leaves (user_id, from_date);
      CREATE INDEX IF NOT EXISTS leaves_from_to ON leaves (from_date, to_date);
    `);
  },
  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as LeaveEvent;
    // The worker's record of the HR email; no screen shows it.
    if (event.type === 'LeaveNotificationSent') return;
    const d = event.data;
    await tx.query(
      `INSERT INTO leaves (id, user_id, leave_type, details, from_date, to_date, applied_at, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [
        d.leaveId,
        d.userId,
        d.leaveType,
        d.details,
        d.from,
        d.to,
        recorded.metadata.at,
        recorded.position.toString(),
      ],
    );
  },
};
