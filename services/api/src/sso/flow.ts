import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SecretBox } from './secret-box.js';

/** The cookie that carries one sign-in from its start to its callback (D282). */
export const SSO_FLOW_COOKIE = 'teamledger_sso';
const FLOW_COOKIE_PATH = '/api/auth/sso';
/** How long a person has at the provider before the sign-in must start again. */
export const SSO_FLOW_TTL_SECONDS = 10 * 60;

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  /** The provider the sign-in began with: a provider changed meanwhile refuses it. */
  issuer: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  expiresAt: z.number(),
});
export type SsoFlow = z.infer<typeof flowSchema>;

const flowBox = (app: FastifyInstance) => new SecretBox(app.deps.config.JWT_SECRET, 'sso-flow');

const cookieOptions = (app: FastifyInstance) => ({
  path: FLOW_COOKIE_PATH,
  httpOnly: true,
  // The callback is POSTed by our own page; Lax is never sent on another site's POST.
  sameSite: 'lax' as const,
  secure: app.deps.config.COOKIE_SECURE,
});

/**
 * Keeps the state, nonce and PKCE verifier sealed in an httpOnly cookie of this browser:
 * only the browser that started a sign-in can finish it, and nothing is stored server-side.
 */
export function setFlowCookie(app: FastifyInstance, reply: FastifyReply, flow: SsoFlow): void {
  reply.setCookie(SSO_FLOW_COOKIE, flowBox(app).seal(JSON.stringify(flow)), {
    ...cookieOptions(app),
    maxAge: SSO_FLOW_TTL_SECONDS,
  });
}

/** The flow this browser started, if its cookie is ours and not expired; the cookie goes. */
export function takeFlow(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): SsoFlow | null {
  const sealed = request.cookies[SSO_FLOW_COOKIE];
  if (sealed === undefined) return null;
  reply.clearCookie(SSO_FLOW_COOKIE, cookieOptions(app));
  const plain = flowBox(app).open(sealed);
  if (plain === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return null;
  }
  const flow = flowSchema.safeParse(parsed);
  if (!flow.success || flow.data.expiresAt <= app.deps.clock.now().getTime()) return null;
  return flow.data;
}
