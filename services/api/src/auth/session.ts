import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultSettings, localDate, type Me, type Settings } from '@teamledger/domain';
import {
  readSettings,
  SELECT_USER,
  userFromRow,
  workspaceNames,
  type UserRow,
  type UserSqlRow,
} from '@teamledger/read-models';
import { isEnrolled } from './two-factor.js';

export const SESSION_COOKIE = 'teamledger_session';
/** A working day and then some; a new sign-in the next morning. */
export const SESSION_TTL_SECONDS = 10 * 60 * 60;
export const JWT_ISSUER = 'teamledger';
export const JWT_AUDIENCE = 'teamledger-web';
/** Every claim a session token is signed with; a token missing one is refused. */
export const SESSION_CLAIMS = ['iss', 'aud', 'iat', 'exp', 'sub', 'jti', 'sv'] as const;

interface SessionClaims {
  sub: string;
  /** The user's session version when signed in; any later change ends the session. */
  sv: number;
  jti: string;
  exp: number;
}

/** The signed-in person as every handler sees them. */
export interface SessionUser extends Me {
  sessionId: string;
  /** The person's session version, which every open session of theirs carries. */
  sessionVersion: number;
  teamName: string | null;
  leadIds: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access plugin for every request that carries a valid session. */
    sessionUser: SessionUser | null;
    /** The company settings read with the session, for the rest of the request. */
    companySettings: Settings | null;
  }
}

export function toMe(
  user: UserRow,
  settings: Settings,
  workspaces: Me['workspaces'],
  now: Date,
  twoFactorEnrolled: boolean,
): Me {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    isLead: user.isLeadFlag || user.leadsSomeone,
    leadsSomeone: user.leadsSomeone,
    isHr: settings.hrUserId === user.id,
    isProviderUser: user.isProviderUser,
    availability: user.availability,
    textStatus: user.textStatus,
    workspaces,
    defaultWorkspaceId: user.defaultWorkspaceId,
    today: localDate(now, settings.companyTimeZone),
    timeZone: settings.companyTimeZone,
    twoFactor: {
      enrolled: twoFactorEnrolled,
      required: (settings.twoFactorRoles ?? []).includes(user.role),
    },
  };
}

/** The person as GET /api/me shows them: with HR status and their workspaces' names. */
export async function describeMe(app: FastifyInstance, user: UserRow): Promise<Me> {
  const [settings, workspaces, twoFactorEnrolled] = await Promise.all([
    readSettings(app.deps.pool, app.deps.config.COMPANY_TZ),
    workspaceNames(app.deps.pool, user.workspaceIds),
    isEnrolled(app.deps.pool, user.id),
  ]);
  return toMe(user, settings, workspaces, app.deps.clock.now(), twoFactorEnrolled);
}

/** How long a User-Agent the session list keeps. */
const DEVICE_MAX = 200;
/** Last seen moves at most this often, so a busy session does not write on every request. */
const LAST_SEEN_STEP_SECONDS = 60;

export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  const sessionId = randomUUID();
  const token = app.jwt.sign(
    { sv: user.sessionVersion, jti: sessionId },
    { sub: user.id, expiresIn: SESSION_TTL_SECONDS },
  );
  const now = app.deps.clock.now();
  await app.deps.pool.query(
    `WITH pruned AS (DELETE FROM sessions WHERE user_id = $2 AND expires_at < $6)
     INSERT INTO sessions (session_id, user_id, session_version, user_agent, address,
                           signed_in_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [
      sessionId,
      user.id,
      user.sessionVersion,
      (request.headers['user-agent'] ?? 'Unknown device').slice(0, DEVICE_MAX),
      request.ip,
      now,
      new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    ],
  );
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.deps.config.COOKIE_SECURE,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.deps.config.COOKIE_SECURE,
  });
}

/**
 * The person behind the request's session cookie, or null: no cookie, a bad or expired
 * token, a signed-out session, or a user whose status, role or password changed since.
 */
export async function resolveSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  let claims: SessionClaims;
  try {
    claims = app.jwt.verify<SessionClaims>(token);
  } catch {
    return null;
  }
  // One round trip: the session's revocation, the person, the company settings and the
  // names of the person's live workspaces (every signed-in request needs them all).
  const { rows } = await app.deps.pool.query<
    UserSqlRow & {
      revoked: boolean;
      two_factor_enrolled: boolean;
      settings: Partial<Settings> | null;
      workspaces: { id: string; name: string }[];
    }
  >({
    name: 'api_resolve_session',
    text: `WITH person AS (${SELECT_USER} WHERE u.id = $1),
           seen AS (UPDATE sessions SET last_seen_at = $3
                     WHERE session_id = $2 AND last_seen_at < $3::timestamptz - $4 * interval '1 second')
           SELECT person.*,
                  EXISTS (SELECT 1 FROM revoked_sessions WHERE session_id = $2) AS revoked,
                  EXISTS (SELECT 1 FROM two_factor
                           WHERE user_id = $1 AND enrolled_at IS NOT NULL) AS two_factor_enrolled,
                  (SELECT value FROM settings WHERE id = 1) AS settings,
                  (SELECT coalesce(json_agg(json_build_object('id', w.id, 'name', w.name)), '[]')
                     FROM workspaces w
                    WHERE w.id = ANY (person.workspace_ids) AND NOT w.deleted) AS workspaces
             FROM person`,
    values: [claims.sub, claims.jti, app.deps.clock.now(), LAST_SEEN_STEP_SECONDS],
  });
  const row = rows[0];
  if (!row || row.revoked) return null;
  const user = userFromRow(row);
  if (user.status !== 'active' || user.role === 'Client') return null;
  if (user.sessionVersion !== claims.sv) return null;
  const settings = { ...defaultSettings(app.deps.config.COMPANY_TZ), ...row.settings };
  request.companySettings = settings;
  const byId = new Map(row.workspaces.map((workspace) => [workspace.id, workspace]));
  const workspaces = user.workspaceIds.flatMap((id) => byId.get(id) ?? []);
  return {
    ...toMe(user, settings, workspaces, app.deps.clock.now(), row.two_factor_enrolled),
    sessionId: claims.jti,
    sessionVersion: user.sessionVersion,
    teamName: user.teamName,
    leadIds: user.leadIds,
  };
}

/**
 * Ends one session (sign out) until its token would have expired anyway. The record is in
 * PostgreSQL, which keeps it across restarts; records past their token's expiry go then.
 */
export async function revokeSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  let claims: SessionClaims;
  try {
    claims = app.jwt.verify<SessionClaims>(token);
  } catch {
    return; // an invalid or expired token is no session to end
  }
  await endSessions(app, [claims.jti]);
}

/**
 * Ends sessions by id: each goes into revoked_sessions until its token would have expired
 * anyway (the access check reads it), and out of the session list.
 */
export async function endSessions(app: FastifyInstance, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await app.deps.pool.query(
    `WITH pruned AS (DELETE FROM revoked_sessions WHERE expires_at < now()),
          ended AS (DELETE FROM sessions WHERE session_id = ANY ($1::text[])
                    RETURNING session_id, expires_at)
     INSERT INTO revoked_sessions (session_id, expires_at)
     SELECT id, coalesce(ended.expires_at, now() + $2 * interval '1 second')
       FROM unnest($1::text[]) AS id LEFT JOIN ended ON ended.session_id = id
     ON CONFLICT (session_id) DO NOTHING`,
    [sessionIds, SESSION_TTL_SECONDS],
  );
}

export interface OpenSession {
  id: string;
  device: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
}

/**
 * The person's sessions that still work: not expired, not ended, of their current session
 * version (a new password or an admin's "end all" leaves the older ones out). Newest first.
 */
export async function openSessions(
  app: FastifyInstance,
  userId: string,
  sessionVersion: number,
): Promise<OpenSession[]> {
  const { rows } = await app.deps.pool.query<{
    session_id: string;
    user_agent: string;
    address: string;
    signed_in_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT s.session_id, s.user_agent, s.address, s.signed_in_at, s.last_seen_at
       FROM sessions s
      WHERE s.user_id = $1 AND s.session_version = $2 AND s.expires_at > $3
        AND NOT EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.session_id = s.session_id)
      ORDER BY s.signed_in_at DESC, s.session_id`,
    [userId, sessionVersion, app.deps.clock.now()],
  );
  return rows.map((row) => ({
    id: row.session_id,
    device: row.user_agent,
    address: row.address,
    signedInAt: row.signed_in_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
  }));
}
