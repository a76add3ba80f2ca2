import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canManageSettings } from '@teamledger/domain';
import { resolveSession } from '../auth/session.js';
import { isCrossSite, SAFE_METHODS } from './command-guard.js';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * The page's scripts and styles are its own files; it sets <base href> to find them, which
 * the app-wide policy (base-uri 'none') forbids, so this scope alone allows 'self' there.
 */
const BOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/**
 * The board's only changes: Retry of one job, and of every failed job of a queue. Adding,
 * emptying, cleaning, pausing or obliterating would make jobs appear or vanish that no
 * event asked for (bull-board's readOnlyMode turns Retry off as well, so it is not used).
 */
const BOARD_CHANGES = new Set(
  ['/api/queues/:queueName/:jobId/retry', '/api/queues/:queueName/retry/:queueStatus'].map(
    (route) => `${QUEUE_BOARD_PATH}${route}`,
  ),
);

/**
 * Where a browser's page request goes instead of a refusal: the sign-in page, or the app's
 * "You have no access to this page" screen (decision D175). The board's own calls and
 * files get the JSON refusals.
 */
export const NO_ACCESS_PATH = '/no-access';

const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

const refuse = (reply: FastifyReply, status: 401 | 403 | 405, code: string, message: string) =>
  reply.status(status).send({ error: { code, message } });

/**
 * The job queue's UI (bull-board) at /admin/queues: failed jobs, their errors and a Retry
 * button. Admin and superAdmin only, as Settings: the session cookie is checked as the
 * access plugin checks it (the permission table covers /api routes only). Read-only but
 * for Retry, and its changes refused from other sites.
 */
export async function registerQueueBoard(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await resolveSession(app, request);
      if (!user) {
        if (wantsPage(request)) return reply.redirect('/', 303);
        return refuse(reply, 401, 'unauthenticated', 'Please sign in.');
      }
      if (!canManageSettings(user)) {
        if (wantsPage(request)) return reply.redirect(NO_ACCESS_PATH, 303);
        return refuse(reply, 403, 'forbidden', 'Only an Admin can see the job queues.');
      }
      if (SAFE_METHODS.has(request.method)) return;
      // The same cross-site guard as the API's commands.
      if (isCrossSite(request, app.deps.config.PUBLIC_ORIGIN)) {
        return refuse(
          reply,
          403,
          'cross_site_request',
          'Requests from other sites are not accepted.',
        );
      }
      if (!BOARD_CHANGES.has(request.routeOptions.url ?? '')) {
        return refuse(
          reply,
          405,
          'read_only',
          'The job queues are read-only: only Retry is allowed.',
        );
      }
    });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', BOARD_CSP);
      reply.header('cache-control', 'no-store');
    });

    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: [new BullMQAdapter(app.jobQueue)],
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Teamledger jobs' } },
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
  });
}
