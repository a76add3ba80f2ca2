import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DomainError,
  endpointKey,
  providerUserRefused,
  userEndpoints,
  type AccessRule,
} from '@teamledger/domain';
import { resolveSession, type SessionUser } from '../auth/session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route as "METHOD /path", for the permission matrix test. */
    apiRoutes: string[];
  }
}

/**
 * What a person whose role requires two-factor sign-in, and who has not turned it on, may
 * still call: who they are, and turning it on (issue 31).
 */
const TWO_FACTOR_SETUP = new Set(
  [
    userEndpoints.me,
    userEndpoints.myTwoFactor,
    userEndpoints.startTwoFactor,
    userEndpoints.confirmTwoFactor,
  ].map(endpointKey),
);
export const TWO_FACTOR_FIRST = 'Turn on two-factor sign-in first: your role requires it.';

const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

export function isAllowed(
  rule: AccessRule,
  user: SessionUser | null,
  params: Record<string, string>,
): boolean {
  if (rule.kind === 'public') return true;
  if (!user) return false;
  if (rule.kind === 'signedIn') return true;
  if (rule.kind === 'notProviderUser') return !user.isProviderUser;
  return (
    rule.roles.includes(user.role) ||
    (rule.lead === true && user.isLead) ||
    (rule.hr === true && user.isHr) ||
    (rule.self !== undefined && params[rule.self] === user.id)
  );
}

/**
 * Deny by default: every /api route must come from an endpoint contract (checked when the
 * route is registered), and every request is checked against the contract's access rule
 * before its body is read.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('apiRoutes', [] as string[]);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('companySettings', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = routeKey(method, route.url);
      const contract = route.config?.contract;
      if (!contract) {
        throw new Error(`${key} has no endpoint contract: register it with implement()`);
      }
      if (endpointKey(contract) !== key) {
        throw new Error(`${key} is registered with the contract of ${endpointKey(contract)}`);
      }
      app.apiRoutes.push(key);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const rule = request.routeOptions.config.contract?.access;
    request.sessionUser = await resolveSession(app, request);
    if (!rule) throw new DomainError('forbidden', 'forbidden', 'You do not have access to this.');
    if (isAllowed(rule, request.sessionUser, request.params as Record<string, string>)) {
      const user = request.sessionUser;
      const contract = request.routeOptions.config.contract;
      if (
        user &&
        contract &&
        rule.kind !== 'public' &&
        user.twoFactor.required &&
        !user.twoFactor.enrolled &&
        !TWO_FACTOR_SETUP.has(endpointKey(contract))
      ) {
        throw new DomainError('forbidden', 'two_factor_required', TWO_FACTOR_FIRST);
      }
      return;
    }
    if (!request.sessionUser) {
      throw new DomainError('unauthenticated', 'unauthenticated', 'Please sign in.');
    }
    if (rule.kind === 'notProviderUser') throw providerUserRefused();
    throw new DomainError('forbidden', 'forbidden', 'You do not have access to this.');
  });
});

/** The signed-in user of a route that is not public (the access plugin guarantees one). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser)
    throw new DomainError('unauthenticated', 'unauthenticated', 'Please sign in.');
  return request.sessionUser;
}
