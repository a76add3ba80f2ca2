import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  holidayEndpoints,
  testClockEndpoints,
  userEndpoints,
} from '@teamledger/domain';
import { accessPlugin } from './access/plugin.js';
import { implement, routeOptions } from './implement.js';

async function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(accessPlugin);
  return app;
}

describe('routeOptions', () => {
  it('derives method, url, schema and config from the contract', () => {
    const contract = userEndpoints.update;
    const route = routeOptions(contract);
    expect(route.method).toBe('PUT');
    expect(route.url).toBe('/api/users/:id');
    expect(route.config.contract).toBe(contract);
    expect(Object.keys(route.schema).sort()).toEqual([
      'body',
      'params',
      'response',
      'summary',
      'tags',
    ]);
    expect(route.schema.params).toBe(contract.params);
    expect(route.schema.body).toBe(contract.body);
    expect(route.schema.tags).toEqual(['users']);
    expect(route.schema.summary).toMatch(/^User Detail: change name/);
    expect(Object.keys(route.schema.response)).toEqual(['200', '400', '401', '403', '404', '422']);
    expect(route.schema.response[422]).toBe(errorBodySchema);
  });

  it('passes the query as the querystring and hides what the contract hides', () => {
    expect(routeOptions(holidayEndpoints.list).schema.querystring).toBe(
      holidayEndpoints.list.query,
    );
    expect(routeOptions(holidayEndpoints.list).schema.hide).toBeUndefined();
    expect(routeOptions(testClockEndpoints.set).schema.hide).toBe(true);
  });
});

describe('registering /api routes', () => {
  it('registers an implemented contract under its method and path', async () => {
    const app = await bareApp();
    implement(app, userEndpoints.logout, { handler: async (_request, reply) => reply.send(null) });
    await app.ready();
    expect(app.apiRoutes).toEqual(['POST /api/auth/logout']);
    expect(app.hasRoute({ method: 'POST', url: '/api/auth/logout' })).toBe(true);
    await app.close();
  });

  it('refuses an /api route without a contract (deny by default)', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(
      'GET /api/unguarded has no endpoint contract: register it with implement()',
    );
    await app.close();
  });

  it('refuses a route whose contract names another method or path', async () => {
    const app = await bareApp();
    expect(() =>
      app.route({
        method: 'GET',
        url: '/api/elsewhere',
        config: { contract: userEndpoints.me },
        handler: async () => ({}),
      }),
    ).toThrow('GET /api/elsewhere is registered with the contract of GET /api/me');
    await app.close();
  });
});
