import { createHash, createHmac, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { addDays, type CalendarLeave, type IsoDate, type LeaveFeedScope } from '@teamledger/domain';
import type { Pool } from '@teamledger/platform';
import type { FastifyReply } from 'fastify';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a person's feed of `scope` anew (the old address stops working); answers its token.
 * 256 bits: the address is the only secret of a feed calendar apps fetch without signing in.
 * With an Idempotency-Key (`command`, the request's command name) the token is keyed from it
 * and the server's secret, so a retry whose answer was lost answers the same address.
 */
export async function renewFeed(
  pool: Pool,
  {
    userId,
    scope,
    at,
    command,
    secret,
  }: {
    userId: string;
    scope: LeaveFeedScope;
    at: Date;
    command: string | null;
    secret: string;
  },
): Promise<string> {
  const token =
    command === null
      ? randomBytes(32).toString('base64url')
      : createHmac('sha256', secret).update(`calendar-feed:${command}`).digest('base64url');
  await pool.query(
    `INSERT INTO calendar_feeds (user_id, scope, token_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, scope) DO UPDATE SET token_hash = EXCLUDED.token_hash,
       created_at = EXCLUDED.created_at`,
    [userId, scope, hashOf(token), at],
  );
  return token;
}

export async function removeFeed(pool: Pool, userId: string, scope: LeaveFeedScope) {
  await pool.query('DELETE FROM calendar_feeds WHERE user_id = $1 AND scope = $2', [userId, scope]);
}

/** When each of a person's feeds was made; null for one they have not made or turned off. */
export async function feedsOf(
  pool: Pool,
  userId: string,
): Promise<Record<LeaveFeedScope, string | null>> {
  const { rows } = await pool.query<{ scope: LeaveFeedScope; created_at: Date }>(
    'SELECT scope, created_at FROM calendar_feeds WHERE user_id = $1',
    [userId],
  );
  const made = new Map(rows.map((row) => [row.scope, row.created_at.toISOString()]));
  return { mine: made.get('mine') ?? null, team: made.get('team') ?? null };
}

/** Whose feed a token opens, if any. */
export async function feedOfToken(
  pool: Pool,
  token: string,
): Promise<{ userId: string; scope: LeaveFeedScope } | null> {
  const { rows } = await pool.query<{ user_id: string; scope: LeaveFeedScope }>(
    'SELECT user_id, scope FROM calendar_feeds WHERE token_hash = $1',
    [hashOf(token)],
  );
  return rows[0] ? { userId: rows[0].user_id, scope: rows[0].scope } : null;
}

/**
 * The feed as iCalendar (RFC 5545, through ical-generator): each approved leave and each
 * holiday an all-day event, the last day included (DTEND is the day after).
 */
export function leaveFeedIcs({
  name,
  leaves,
  holidays,
  stamp,
}: {
  name: string;
  leaves: readonly (CalendarLeave & { id: string })[];
  holidays: ReadonlyMap<IsoDate, string>;
  stamp: Date;
}): string {
  const calendar = ical({ name, prodId: { company: 'Teamledger', product: 'Leave' } });
  const day = (date: IsoDate) => new Date(`${date}T00:00:00.000Z`);
  for (const leave of leaves) {
    calendar.createEvent({
      id: `leave-${leave.id}@teamledger`,
      allDay: true,
      start: day(leave.from),
      end: day(addDays(leave.to, 1)),
      summary: `${leave.user.name}: ${leave.leaveType} leave`,
      stamp,
    });
  }
  for (const [date, title] of holidays) {
    calendar.createEvent({
      id: `holiday-${date}@teamledger`,
      allDay: true,
      start: day(date),
      end: day(addDays(date, 1)),
      summary: `Holiday: ${title}`,
      stamp,
    });
  }
  return calendar.toString();
}

/** The feed's answer: text/calendar, cached by a calendar app for a few minutes. */
export const sendCalendar = (reply: FastifyReply, ics: string): FastifyReply =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('cache-control', 'private, max-age=300')
    .send(Buffer.from(ics));
