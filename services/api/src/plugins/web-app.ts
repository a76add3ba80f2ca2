import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built single-page app, so one URL serves the dashboard and its API. Returns
 * the fallback for client-side routes (/users, /StandUpReport, ...), or null when there
 * is no build to serve.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built (npm run build); serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (web/precompress.ts): sent to browsers
    // that accept them, compressed once at build time rather than on every request.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Hashed assets never change; index.html must always be fetched fresh.
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
