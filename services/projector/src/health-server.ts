import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProjectorHost } from './host.js';

/** GET /healthz: each read model's state and lag (events and seconds behind the store). */
export async function startHealthServer(
  host: ProjectorHost,
  hostname: string,
  port: number,
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/healthz') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }));
      return;
    }
    host.health().then(
      (health) => {
        response.writeHead(health.status === 'ok' ? 200 : 503, {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify(health));
      },
      (error: Error) => {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'degraded', error: error.message }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}
