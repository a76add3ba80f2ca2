import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import type { ClientBase } from 'pg';
import type { Redis } from 'ioredis';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Pool } from '@teamledger/platform';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps,
 * SHA-1, as every app reads them), checked with otplib (docs/decisions.md D266). The secret
 * is kept AES-256-GCM encrypted in `two_factor`, recovery codes as SHA-256 in
 * `recovery_codes`; neither is ever in an event.
 */

type Queryable = Pick<ClientBase, 'query'>;

export const TOTP_ISSUER = 'Teamledger';
/** A code of the step before or after now is still taken: a phone's clock drifts. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** 32 letters and digits that cannot be mistaken for one another (no l, o, 0, 1). */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** A pending sign-in (a right password, no code yet) lasts this long. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;

const ENCRYPTION = 'aes-256-gcm';
const FORMAT = 'v1';

/** `v1:<iv>:<tag>:<ciphertext>`, each base64: a new 96-bit IV every time. */
export function encryptSecret(secret: string, keyBase64: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ENCRYPTION, Buffer.from(keyBase64, 'base64'), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64'));
  return [FORMAT, ...parts].join(':');
}

export function decryptSecret(stored: string, keyBase64: string): string {
  const [format, iv, tag, data] = stored.split(':');
  if (format !== FORMAT || !iv || !tag || !data) {
    throw new Error('two_factor: a stored secret is not in the v1 format');
  }
  const decipher = createDecipheriv(
    ENCRYPTION,
    Buffer.from(keyBase64, 'base64'),
    Buffer.from(iv, 'base64'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** A new secret with what the enrolment screen shows: the key, its otpauth URI and QR code. */
export async function newEnrolment(email: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * The time step a 6-digit code is valid in (the one before, now or the one after), or null.
 * A step at or before `afterStep` is refused: a code works once.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  // A TOTP result carries its time step (an HOTP one would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes like `k7m2p-q9x4t`: 50 random bits each. */
export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = code().join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a recovery code is typed. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

export interface StoredTwoFactor {
  secret: string;
  enrolled: boolean;
  lastUsedStep: number | null;
}

export async function findTwoFactor(
  db: Queryable,
  userId: string,
  keyBase64: string,
): Promise<StoredTwoFactor | null> {
  const { rows } = await db.query<{
    secret_encrypted: string;
    enrolled_at: Date | null;
    last_used_step: string | null;
  }>('SELECT secret_encrypted, enrolled_at, last_used_step FROM two_factor WHERE user_id = $1', [
    userId,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    secret: decryptSecret(row.secret_encrypted, keyBase64),
    enrolled: row.enrolled_at !== null,
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
  };
}

/** A new enrolment replaces one that waits for its code; an enrolled secret stays. */
export async function storePendingSecret(
  pool: Pool,
  userId: string,
  encrypted: string,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO two_factor (user_id, secret_encrypted, enrolled_at, last_used_step, updated_at)
     VALUES ($1, $2, NULL, NULL, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted,
       updated_at = EXCLUDED.updated_at
     WHERE two_factor.enrolled_at IS NULL`,
    [userId, encrypted, at],
  );
  return rowCount === 1;
}

/** Enrolment confirmed: the secret is on, the confirming step used, the codes stored. */
export async function writeEnrolled(
  db: Queryable,
  userId: string,
  step: number,
  recoveryCodes: readonly string[],
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE two_factor SET enrolled_at = $2, last_used_step = $3, updated_at = $2
      WHERE user_id = $1`,
    [userId, at, step],
  );
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await db.query(
    `INSERT INTO recovery_codes (user_id, code_hash)
     SELECT $1, unnest($2::text[])`,
    [userId, recoveryCodes.map(hashRecoveryCode)],
  );
}

/** Reset: the secret and the recovery codes go. */
export async function deleteTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor WHERE user_id = $1', [userId]);
}

/**
 * Takes a time step as used, once: false when it (or a later one) was used already, so two
 * requests with one code cannot both sign in.
 */
export async function takeStep(pool: Pool, userId: string, step: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE two_factor SET last_used_step = $2
      WHERE user_id = $1 AND enrolled_at IS NOT NULL
        AND (last_used_step IS NULL OR last_used_step < $2)`,
    [userId, step],
  );
  return rowCount === 1;
}

/** Uses a recovery code once; the codes left after it, or null when it is no unused code. */
export async function useRecoveryCode(
  pool: Pool,
  userId: string,
  code: string,
  at: Date,
): Promise<number | null> {
  const { rows } = await pool.query<{ left: number }>(
    `WITH used AS (
       UPDATE recovery_codes SET used_at = $3
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
       RETURNING code_hash)
     SELECT (SELECT count(*)::int FROM recovery_codes
              WHERE user_id = $1 AND used_at IS NULL) - 1 AS left
      WHERE EXISTS (SELECT 1 FROM used)`,
    [userId, hashRecoveryCode(code), at],
  );
  return rows[0]?.left ?? null;
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ left: number }>(
    'SELECT count(*)::int AS left FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return rows[0]?.left ?? 0;
}

export async function isEnrolled(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM two_factor WHERE user_id = $1 AND enrolled_at IS NOT NULL',
    [userId],
  );
  return rows.length > 0;
}

interface PendingSignIn {
  userId: string;
  email: string;
}

/**
 * A right password of a person with two-factor sign-in: a random token in Redis for 5
 * minutes (only its SHA-256 is the key), not a session. The code's route takes it.
 */
export class PendingSignIns {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(token: string) {
    return `${this.prefix}:2fa-pending:${createHash('sha256').update(token).digest('hex')}`;
  }

  async start(pending: PendingSignIn): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(token), JSON.stringify(pending), 'EX', PENDING_SIGN_IN_SECONDS);
    return token;
  }

  async find(token: string): Promise<PendingSignIn | null> {
    const stored = await this.redis.get(this.key(token));
    return stored === null ? null : (JSON.parse(stored) as PendingSignIn);
  }

  async end(token: string): Promise<void> {
    await this.redis.del(this.key(token));
  }
}
