import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../services/api/src/test-support/test-app.js';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { startMailCatcher, type MailCatcher } from '../../services/worker/src/dev/mail-catcher.js';
import { startTestWorker } from '../../services/worker/src/test-support/running-worker.js';
import {
  reportCredentials,
  type ProviderSet,
} from '../../services/worker/src/provider/providers.js';

export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Stack extends TestApp {
  /** The one URL that serves the dashboard and its API. */
  url: string;
  /** Where the worker's emails arrive, with its inbox page, as npm start has it. */
  mail: MailCatcher;
  /** Moves the server clock, as an Admin's PUT /api/_test/clock does. */
  setClock(instant: string): Promise<void>;
}

/**
 * The product as a person reaches it: the API listening on a real port and serving the
 * built web app, the projector running, the worker sending email to a mail catcher, a fresh
 * database, the demo company seeded.
 * Needs `npm run build -w @teamledger/web` first (npm run test:e2e does it).
 */
export interface StackOptions {
  seed?: boolean;
  /**
   * The providers the worker syncs from (fixedProviders: simulators' adapters), their default
   * the API's and the worker's WORK_PROVIDER; left out, the worker runs no sync jobs.
   */
  providers?: ProviderSet;
}

export async function startStack({ seed = true, providers }: StackOptions = {}): Promise<Stack> {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error(
      'web/dist is missing: run npm run build -w @teamledger/web (npm run test:e2e does).',
    );
  }
  const testApp = await createTestApp({
    SERVE_WEB: '1',
    WEB_DIST_DIR: webDist,
    TEST_CLOCK: '1',
    ...(providers && { WORK_PROVIDER: providers.defaultProvider }),
  });
  if (seed) await seedPeople(testApp.deps);
  const mail = await startMailCatcher({ smtpPort: 0, inboxPort: 0 });
  // Listening first: the worker's emails link to the URL the app is served at.
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const worker = startTestWorker({
    databaseUrl: testApp.deps.config.DATABASE_URL,
    redisUrl: testApp.deps.config.REDIS_URL,
    prefix: testApp.deps.config.REDIS_PREFIX,
    smtpPort: mail.smtpPort,
    store: testApp.deps.store,
    clock: testApp.deps.clock,
    siteUrl: url,
    ...(providers && { providers }),
  });
  // As the worker's start does: Settings say which provider tokens it holds.
  if (providers)
    await reportCredentials(testApp.deps.store, testApp.deps.clock, providers.credentials);
  return {
    ...testApp,
    url,
    mail,
    async close() {
      // The worker reads the database the app's close drops.
      await worker.close();
      await mail.close();
      await testApp.close();
    },
    async setClock(instant) {
      // In-process: the route needs an Admin's session, and a stack may have no people yet.
      testApp.clock.set(new Date(instant));
    },
  };
}
