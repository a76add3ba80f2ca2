import type { ClientBase } from 'pg';
import { z } from 'zod';
import type { EventStore, ExecuteOptions } from '@teamledger/eventstore';
import { inTransaction, type Pool, type PoolClient } from '@teamledger/platform';
import { underAdvisoryLock } from '../commands/advisory-lock.js';

/**
 * Password hashes live in the credentials table, never in an event (docs/decisions.md D28,
 * D29). The commands that set a password write it; sign-in reads it.
 */

type Queryable = Pick<ClientBase, 'query'>;

/** The person's argon2id hash; null when they have none (or do not exist). */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM credentials WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.password_hash ?? null;
}

async function writePasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string | null,
  at: Date,
): Promise<void> {
  if (passwordHash === null) {
    await db.query('DELETE FROM credentials WHERE user_id = $1', [userId]);
    return;
  }
  await db.query(
    `INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       updated_at = EXCLUDED.updated_at`,
    [userId, passwordHash, at],
  );
}

const lockKey = (userId: string) => `teamledger.credentials:${userId}`;

/**
 * Options for the command (executeCommand / runCommand) that sets a person's password,
 * or registers them without one (null). Once decide() has accepted the command, the hash
 * is upserted, then the event is appended: a crash in between leaves a credential without
 * its event, which the retried command overwrites, never an account that exists without its
 * password. A refused command (the email is taken, the current password is wrong) writes
 * nothing.
 *
 * A per-person advisory lock, held from reading the stream to the append, keeps two such
 * commands apart: otherwise a second registration of the same new email could write its
 * hash after the first one's, then lose the append.
 */
export function settingPassword(
  pool: Pool,
  userId: string,
  passwordHash: string | null,
  at: Date,
): Pick<ExecuteOptions, 'beforeAppend' | 'exclusive'> {
  return writingCredentials(pool, userId, (client) =>
    writePasswordHash(client, userId, passwordHash, at),
  );
}

/**
 * Options for a command whose accepted events need a write to the person's credentials side
 * tables first (a password hash, a two-factor secret): `write` runs after decide() accepted
 * the command and before the append, on the connection that holds the per-person lock from
 * reading the stream to the append.
 */
export function writingCredentials(
  pool: Pool,
  userId: string,
  write: (client: PoolClient) => Promise<void>,
): Pick<ExecuteOptions, 'beforeAppend' | 'exclusive'> {
  // The write goes on the connection that holds the lock: waiting for a second one while
  // others hold the pool's connections waiting for this lock would starve the pool.
  let locked: PoolClient | null = null;
  return {
    exclusive: (work) =>
      underAdvisoryLock(pool, lockKey(userId), async (client) => {
        locked = client;
        try {
          return await work();
        } finally {
          locked = null;
        }
      }),
    beforeAppend: async () => {
      if (!locked) throw new Error('writingCredentials: beforeAppend ran outside its exclusive');
      await write(locked);
    },
  };
}

/**
 * The part of an older UserRegistered or UserPasswordChanged that carried the hash. Read
 * from the raw payload on purpose: the events' upcaster drops the hash.
 */
const oldHashData = z.object({ userId: z.string(), passwordHash: z.string() });

/**
 * Once per database: copies the hashes that UserRegistered and UserPasswordChanged carried
 * before credentials left the log (their upcaster drops them on read) into credentials,
 * the latest per person. Reads the raw events through the EventStore port, so it works on
 * PostgreSQL and EventStoreDB alike. An existing credential written later than the event
 * is kept. Returns how many were copied, or null when the copy was already done.
 */
export async function copyCredentialsFromLog(
  store: EventStore,
  pool: Pool,
): Promise<number | null> {
  const done = await pool.query('SELECT 1 FROM credentials_log_copy');
  if (done.rowCount) return null;
  const latest = new Map<string, { passwordHash: string; at: string }>();
  for (let from = 0n; ;) {
    const batch = await store.readAll({ from, limit: 1_000 });
    const last = batch.at(-1);
    if (!last) break;
    for (const event of batch) {
      if (event.type !== 'UserRegistered' && event.type !== 'UserPasswordChanged') continue;
      const old = oldHashData.safeParse(event.data);
      if (!old.success) continue;
      latest.set(old.data.userId, { passwordHash: old.data.passwordHash, at: event.metadata.at });
    }
    from = last.position;
  }
  await inTransaction(pool, async (tx) => {
    for (const [userId, { passwordHash, at }] of latest) {
      await tx.query(
        `INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash,
           updated_at = EXCLUDED.updated_at
         WHERE credentials.updated_at < EXCLUDED.updated_at`,
        [userId, passwordHash, at],
      );
    }
    await tx.query(
      `INSERT INTO credentials_log_copy (copied, done_at) VALUES ($1, now())
       ON CONFLICT (id) DO NOTHING`,
      [latest.size],
    );
  });
  return latest.size;
}
