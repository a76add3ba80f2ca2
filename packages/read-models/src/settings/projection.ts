import { defineProjection } from '../projection.js';

/** settings: the one row of company settings, as the sum of every SettingsChanged. */
export const settingsProjection = defineProjection({
  name: 'settings',
  version: 1,
  tables: ['settings'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS settings (
        id integer PRIMARY KEY CHECK (id = 1),
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL
      )`);
  },
  handlers: {
    async SettingsChanged(tx, event, { at, position }) {
      // Merge only the changed keys; the position guard makes a replay a no-op.
      await tx.query(
        `INSERT INTO settings (id, value, updated_at, last_position) VALUES (1, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET value = settings.value || EXCLUDED.value,
           updated_at = EXCLUDED.updated_at, last_position = EXCLUDED.last_position
         WHERE settings.last_position < EXCLUDED.last_position`,
        [JSON.stringify(event.data.changes), at, position.toString()],
      );
    },
  },
});
