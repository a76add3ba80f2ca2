import cookie from '@fastify/cookie';
import helmet from 'helmet';
import jwt from '@fastify/jwt';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { FoldedStreams, type EventStore } from '@teamledger/eventstore';
import { AdjustableClock, loggerOptions, type Clock, type Pool } from '@teamledger/platform';
import type { ProjectionWatcher } from '@teamledger/read-models';
import { accessPlugin } from './access/plugin.js';
import { READ_MODELS_PENDING_HEADER } from './commands/run.js';
import { authRoutes } from './auth/routes.js';
import { JWT_AUDIENCE, JWT_ISSUER, SESSION_CLAIMS, SESSION_TTL_SECONDS } from './auth/session.js';
import type { ApiConfig } from './config.js';
import { healthRoutes } from './health/routes.js';
import { leadRequestRoutes } from './lead-requests/routes.js';
import { meRoutes } from './me/routes.js';
import { opsRoutes } from './ops/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { ssoRoutes } from './sso/routes.js';
import { providerConnectionRoutes } from './sync/connections.js';
import { syncRoutes } from './sync/routes.js';
import { teamRoutes } from './teams/routes.js';
import { userRoutes } from './users/routes.js';
import { workspaceRoutes } from './workspaces/routes.js';
import { commandGuardPlugin } from './plugins/command-guard.js';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
  sendRouteNotFound,
} from './plugins/errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { registerOpenApi } from './plugins/openapi.js';
import { RequestLogController } from './plugins/request-log.js';
import { registerWebApp } from './plugins/web-app.js';
import { testClockRoutes } from './test-clock/routes.js';
import { holidayRoutes } from './holidays/routes.js';
import { leaveRoutes } from './leaves/routes.js';
import { jobQueuePlugin } from './plugins/job-queue.js';
import { registerQueueBoard } from './plugins/queue-board.js';
import { reportRoutes } from './reports/routes.js';
import { explainRoutes } from './explain/routes.js';
import { reminderRoutes } from './reminders/routes.js';
import { scoreRoutes } from './scores/routes.js';
import { templateRoutes } from './templates/routes.js';
import { standupRoutes } from './standups/routes.js';
import { milestoneRoutes } from './milestones/routes.js';
import { worklogRoutes } from './worklogs/routes.js';
import { homeRoutes } from './homes/routes.js';
import { workingTimeRoutes } from './working-time/routes.js';
import { timesheetRoutes } from './timesheets/routes.js';

/** Everything the API talks to, created by main.ts (or a test) and passed in. */
export interface AppDeps {
  config: ApiConfig;
  clock: Clock;
  pool: Pool;
  redis: Redis;
  store: EventStore;
  /** Knows how far the read models are, for read-your-writes. */
  watcher: ProjectionWatcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The streams this app's commands folded, for the next command on each (runCommand). */
    foldedStreams: FoldedStreams;
  }
}

/** Builds the Fastify app without listening, so tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions('api', deps.config.LOG_LEVEL),
    logController: new RequestLogController(deps.config.REQUEST_LOG_LEVEL),
    trustProxy: false,
    bodyLimit: 256 * 1024,
    // Slow clients: a request must arrive whole within its timeout and its headers sooner,
    // idle keep-alive connections close, and the connections held at once are bounded
    // (maxConnections, below), so trickling clients cannot hold the server.
    requestTimeout: deps.config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: deps.config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: deps.config.HTTP_HEADERS_TIMEOUT_MS,
      // Node checks those two timeouts at this interval (30 s by default, which would
      // overrun a short timeout by as much).
      connectionsCheckingInterval: 1_000,
    },
    // Errors Fastify and Node raise before any route runs answer in the API's error shape.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.maxConnections = deps.config.HTTP_MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('foldedStreams', new FoldedStreams());

  // Security headers, built once: @fastify/helmet built helmet's middleware again for
  // every request (parsing the CSP each time, 4% of the api's CPU under the commands bench).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain http on localhost in development; a TLS proxy adds HSTS in production.
    strictTransportSecurity: deps.config.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(cookie);
  // @fastify/jwt accepts any algorithm and no issuer/audience by default: pin all three,
  // and require every claim we sign, so a token without one (no exp: never expires) is
  // refused even when it carries our signature. maxAge bounds a session by its iat as well.
  await app.register(jwt, {
    secret: deps.config.JWT_SECRET,
    sign: { algorithm: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE },
    verify: {
      algorithms: ['HS256'],
      allowedIss: JWT_ISSUER,
      allowedAud: JWT_AUDIENCE,
      requiredClaims: [...SESSION_CLAIMS],
      maxAge: SESSION_TTL_SECONDS,
      // Every request checks its token: a verified token is remembered (until its expiry
      // or maxAge), which skips decoding and checking it again (4% of the api's CPU under
      // the commands bench). Revocation is not cached: the session query checks it.
      cache: true,
    },
  });
  app.decorateRequest('readModelsPending', null);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    // Read your writes gave up on these: the answer is right, the lists may lag a moment.
    if (request.readModelsPending?.length) {
      reply.header(READ_MODELS_PENDING_HEADER, request.readModelsPending.join(', '));
    }
  });

  registerErrorHandling(app);
  await registerOpenApi(app);
  // Before the access check: a cross-site command is refused without looking at its session.
  await app.register(commandGuardPlugin);
  await app.register(accessPlugin);
  await app.register(idempotencyPlugin);
  await app.register(jobQueuePlugin);
  await registerQueueBoard(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(settingsRoutes);
  await app.register(ssoRoutes);
  await app.register(userRoutes);
  await app.register(teamRoutes);
  await app.register(workspaceRoutes);
  await app.register(syncRoutes);
  await app.register(providerConnectionRoutes);
  await app.register(leadRequestRoutes);
  await app.register(holidayRoutes);
  await app.register(standupRoutes);
  await app.register(leaveRoutes);
  await app.register(workingTimeRoutes);
  await app.register(timesheetRoutes);
  await app.register(milestoneRoutes);
  await app.register(worklogRoutes);
  await app.register(reportRoutes);
  await app.register(explainRoutes);
  await app.register(reminderRoutes);
  await app.register(templateRoutes);
  await app.register(scoreRoutes);
  await app.register(opsRoutes);
  await app.register(homeRoutes);
  if (deps.config.TEST_CLOCK) {
    if (!(deps.clock instanceof AdjustableClock)) {
      throw new Error('TEST_CLOCK=1 needs an AdjustableClock');
    }
    await app.register(testClockRoutes(deps.clock));
  }

  const spaFallback = deps.config.SERVE_WEB
    ? await registerWebApp(app, deps.config.WEB_DIST_DIR)
    : null;
  app.setNotFoundHandler((request, reply) =>
    spaFallback !== null && isAppPage(request)
      ? spaFallback(request, reply)
      : sendRouteNotFound(request, reply),
  );
  return app;
}

/**
 * A page of the web app (/, /users, /StandUpReport, ...): any GET outside the API, the docs,
 * the health checks and the built assets, from every client except one that asks for JSON
 * (and so gets the JSON 404). A browser, curl and a link checker all get the app.
 */
function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(api|docs|healthz|readyz|admin|assets)(\/|$)/.test(request.url)) return false;
  const accept = (request.headers.accept ?? '').toLowerCase();
  return !(accept.includes('application/json') && !accept.includes('text/html'));
}
