import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { AdjustableClock, loggerOptions, type Clock, type Pool } from '@teamledger/platform';
import type { ApiConfig } from './config.js';
import { healthRoutes } from './health/routes.js';
import { registerErrorHandling, sendRouteNotFound } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';
import { testClockRoutes } from './test-clock/routes.js';

/** Everything the API talks to, created by main.ts (or a test) and passed in. */
export interface AppDeps {
  config: ApiConfig;
  clock: Clock;
  pool: Pool;
  redis: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the Fastify app without listening, so tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions('api', deps.config.LOG_LEVEL),
    disableRequestLogging: deps.config.LOG_LEVEL !== 'debug' && deps.config.LOG_LEVEL !== 'trace',
    trustProxy: false,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(helmet, {
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
  await app.register(cookie);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  registerErrorHandling(app);
  await registerOpenApi(app);
  await app.register(healthRoutes);
  if (deps.config.TEST_CLOCK) {
    if (!(deps.clock instanceof AdjustableClock)) {
      throw new Error('TEST_CLOCK=1 needs an AdjustableClock');
    }
    await app.register(testClockRoutes(deps.clock));
  }

  const spaFallback = deps.config.SERVE_WEB
    ? await registerWebApp(app, deps.config.WEB_DIST_DIR)
    : null;
  app.setNotFoundHandler((request, reply) => {
    const isAppRoute =
      spaFallback !== null &&
      request.method === 'GET' &&
      !/^\/(api|docs|healthz|readyz|admin)(\/|$)/.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    return isAppRoute ? spaFallback(request, reply) : sendRouteNotFound(request, reply);
  });
  return app;
}
