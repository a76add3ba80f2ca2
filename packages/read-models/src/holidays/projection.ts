import { defineProjection } from '../projection.js';

/**
 * holidays: one row per date ever marked. A removed holiday stays as a tombstone so that
 * replaying its HolidayAdded cannot bring it back (the position guard sees the removal).
 */
export const holidaysProjection = defineProjection({
  name: 'holidays',
  version: 1,
  tables: ['holidays'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS holidays (
        date date PRIMARY KEY,
        title text NOT NULL,
        removed boolean NOT NULL DEFAULT false,
        changed_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS holidays_marked ON holidays (date) WHERE NOT removed;
    `);
  },
  handlers: {
    async HolidayAdded(tx, event, { at, position }) {
      await tx.query(
        `INSERT INTO holidays (date, title, removed, changed_at, last_position)
         VALUES ($1, $2, false, $3, $4)
         ON CONFLICT (date) DO UPDATE SET title = EXCLUDED.title, removed = false,
           changed_at = EXCLUDED.changed_at, last_position = EXCLUDED.last_position
         WHERE holidays.last_position < EXCLUDED.last_position`,
        [event.data.date, event.data.title, at, position.toString()],
      );
    },
    async HolidayRemoved(tx, event, { at, position }) {
      await tx.query(
        `UPDATE holidays SET removed = true, changed_at = $2, last_position = $3
         WHERE date = $1 AND last_position < $3`,
        [event.data.date, at, position.toString()],
      );
    },
  },
});
