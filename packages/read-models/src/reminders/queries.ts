import type { ClientBase, Pool } from 'pg';
import type { Reminder } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

interface Row extends Omit<Reminder, 'user' | 'requestedAt' | 'sentAt'> {
  userId: string;
  userName: string;
  requestedAt: Date;
  sentAt: Date | null;
}

/** One reminder with the name of the person it goes to. */
export async function findReminder(db: Db, id: string): Promise<Reminder | null> {
  const { rows } = await db.query<Row>(
    `SELECT r.id, r.user_id AS "userId", coalesce(u.name, 'Unknown') AS "userName", r.subject,
            r.date::text AS date, r.state, r.requested_at AS "requestedAt", r.sent_at AS "sentAt",
            r.failure
     FROM reminders r LEFT JOIN users u ON u.id = r.user_id
     WHERE r.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { userId, userName, requestedAt, sentAt, ...reminder } = row;
  return {
    ...reminder,
    user: { id: userId, name: userName },
    requestedAt: requestedAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
  };
}
