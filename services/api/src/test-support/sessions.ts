import type { FastifyInstance } from 'fastify';
import { newId } from '@teamledger/platform';
import type { AppDeps } from '../app.js';
import { userIdForEmail } from '../users/user-id.js';
import { DEMO_PASSWORD, demoEmail, seedDemoCompany } from '../demo/seed.js';

export type PersonKey =
  'admin' | 'manager' | 'viewer' | 'hr' | 'lead' | 'user' | 'provider' | 'client';

/** Seeds the demo company and waits until its people are in the read models. */
export async function seedPeople(deps: AppDeps): Promise<void> {
  await seedDemoCompany(
    deps.store,
    deps.pool,
    { actorId: null, at: deps.clock.now(), correlationId: newId() },
    'UTC',
  );
  await deps.watcher.waitFor(await deps.store.headPosition(), { timeoutMs: 10_000 });
}

export const personId = (key: PersonKey) => userIdForEmail(demoEmail(key));

/** Signs a demo person in and returns their session cookie header. */
export async function signIn(
  app: FastifyInstance,
  key: PersonKey,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail(key), password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${key} failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((c) => c.name === 'teamledger_session');
  if (!cookie) throw new Error('no session cookie');
  return `teamledger_session=${cookie.value}`;
}
