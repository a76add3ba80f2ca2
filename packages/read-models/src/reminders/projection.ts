import { defineProjection } from '../projection.js';

/**
 * reminders: every reminder email asked for and how far it got (queued, sent, failed), so
 * the person who asked can see it. The position guard keeps a replayed event from moving
 * a reminder back.
 */
export const remindersProjection = defineProjection({
  name: 'reminders',
  version: 1,
  tables: ['reminders'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS reminders (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        subject text NOT NULL,
        date date,
        requested_by uuid NOT NULL,
        requested_at timestamptz NOT NULL,
        state text NOT NULL,
        sent_at timestamptz,
        failure text,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS reminders_user ON reminders (user_id, requested_at);
    `);
  },
  handlers: {
    async ReminderRequested(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO reminders (id, user_id, subject, date, requested_by, requested_at, state,
           last_position)
         VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7)
         ON CONFLICT (id) DO NOTHING`,
        [d.reminderId, d.userId, d.subject, d.date, d.requestedBy, at, position.toString()],
      );
    },
    async ReminderSent(tx, { data: d }, { position }) {
      await tx.query(
        `UPDATE reminders SET state = 'sent', sent_at = $3, failure = NULL, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [d.reminderId, position.toString(), d.at],
      );
    },
    async ReminderFailed(tx, { data: d }, { position }) {
      await tx.query(
        `UPDATE reminders SET state = 'failed', failure = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [d.reminderId, position.toString(), d.reason],
      );
    },
  },
});
