import { defineProjection } from '../projection.js';

/**
 * working_time: each person's working-time contracts (expected hours Monday to Sunday from a
 * day on; one per day, the later replacing the earlier) and the Admins' overtime adjustments.
 */
export const workingTimeProjection = defineProjection({
  name: 'working_time',
  version: 1,
  tables: ['working_time_contracts', 'overtime_adjustments'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS working_time_contracts (
        user_id uuid NOT NULL,
        effective_from date NOT NULL,
        week_hours numeric(5, 2)[] NOT NULL,
        reason text NOT NULL,
        set_by uuid,
        set_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL,
        PRIMARY KEY (user_id, effective_from)
      );
      CREATE TABLE IF NOT EXISTS overtime_adjustments (
        id text PRIMARY KEY,
        user_id uuid NOT NULL,
        date date NOT NULL,
        hours numeric(8, 2) NOT NULL,
        reason text NOT NULL,
        adjusted_by uuid,
        adjusted_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS overtime_adjustments_user ON overtime_adjustments (user_id, date);
    `);
  },
  handlers: {
    async WorkingTimeSet(tx, { data: d }, { at, position, metadata }) {
      await tx.query(
        `INSERT INTO working_time_contracts
           (user_id, effective_from, week_hours, reason, set_by, set_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, effective_from) DO UPDATE SET week_hours = EXCLUDED.week_hours,
           reason = EXCLUDED.reason, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at,
           last_position = EXCLUDED.last_position
         WHERE working_time_contracts.last_position < EXCLUDED.last_position`,
        [
          d.userId,
          d.effectiveFrom,
          d.weekHours,
          d.reason,
          metadata.actorId,
          at,
          position.toString(),
        ],
      );
    },
    async OvertimeAdjusted(tx, { data: d }, { at, metadata }) {
      await tx.query(
        `INSERT INTO overtime_adjustments (id, user_id, date, hours, reason, adjusted_by, adjusted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO NOTHING`,
        [d.adjustmentId, d.userId, d.date, d.hours, d.reason, metadata.actorId, at],
      );
    },
  },
});
