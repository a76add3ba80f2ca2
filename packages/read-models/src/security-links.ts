import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientBase } from 'pg';

/**
 * The secrets of emailed single-use links (docs/decisions.md D260). A link's token is
 * `<link id>.<secret>`: the id finds the row, the secret's SHA-256 must match. Only the
 * hash is stored; the person's event stream says whether the link is still open.
 */

type Queryable = Pick<ClientBase, 'query'>;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

export interface SecurityLinkRow {
  linkId: string;
  userId: string;
  purpose: string;
}

/**
 * Makes a new secret for the link and stores its hash (the worker, right before it emails
 * the link); a retried send replaces the hash, so only the last email's link works.
 * Returns the token to put in the link.
 */
export async function storeSecurityLinkSecret(
  db: Queryable,
  link: SecurityLinkRow & { expiresAt: string },
  at: Date,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO security_links (link_id, user_id, purpose, token_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (link_id) DO UPDATE SET token_hash = EXCLUDED.token_hash,
       created_at = EXCLUDED.created_at`,
    [link.linkId, link.userId, link.purpose, hashOf(secret), link.expiresAt, at],
  );
  return `${link.linkId}.${secret}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The link a token names when its secret matches the stored hash; null for anything else. */
export async function findSecurityLinkByToken(
  db: Queryable,
  token: string,
): Promise<SecurityLinkRow | null> {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const linkId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!UUID.test(linkId) || secret.length === 0) return null;
  const { rows } = await db.query<{ user_id: string; purpose: string; token_hash: Buffer }>(
    'SELECT user_id, purpose, token_hash FROM security_links WHERE link_id = $1',
    [linkId],
  );
  const row = rows[0];
  if (!row) return null;
  const given = hashOf(secret);
  if (given.length !== row.token_hash.length || !timingSafeEqual(given, row.token_hash)) {
    return null;
  }
  return { linkId, userId: row.user_id, purpose: row.purpose };
}

/**
 * Hashes of links expired for 30 days go (the stream keeps what happened to them); a used
 * link's stays until then, so a second try says it was used rather than that it is unknown.
 */
export async function pruneSecurityLinks(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM security_links WHERE expires_at < $1::timestamptz - interval '30 days'`,
    [now],
  );
}
