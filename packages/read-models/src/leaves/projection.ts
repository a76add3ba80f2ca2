import { defineProjection } from '../projection.js';

/**
 * leaves: every leave applied for, with its first and last day. LeaveNotificationSent, the
 * worker's record of the HR email, is not handled: no screen shows it.
 */
export const leavesProjection = defineProjection({
  name: 'leaves',
  version: 1,
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
  handlers: {
    async LeaveApplied(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO leaves (id, user_id, leave_type, details, from_date, to_date, applied_at, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO NOTHING`,
        [d.leaveId, d.userId, d.leaveType, d.details, d.from, d.to, at, position.toString()],
      );
    },
  },
});
