import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Errors raised by Fastify and Node themselves, before or instead of a route: each answers
 * in the API's one error shape, with a message of ours that never quotes the request.
 */
const MARK = 'zq<script>';

describe("Fastify's and Node's own errors", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'admin');
  }, 60_000);
  afterAll(() => t.close());

  const expectShape = (
    response: { statusCode: number; body: string; headers: Record<string, unknown> },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    const answer = JSON.parse(response.body) as { error: Record<string, unknown> };
    expect(Object.keys(answer)).toEqual(['error']);
    expect(Object.keys(answer.error)).toEqual(['code', 'message']);
    expect(answer.error.code).toBe(code);
    expect(response.body).not.toContain('zq');
    expect(response.body).not.toMatch(/FST_|statusCode/);
  };

  it.each([
    [
      'a path parameter past its limit',
      `/api/users/${MARK}${'a'.repeat(200)}`,
      414,
      'url_too_long',
    ],
    ['a broken % escape in the path', `/api/users/${MARK}%E0%A4%A`, 400, 'bad_url'],
    ['a lone % in the path', `/api/teams/${MARK}%`, 400, 'bad_url'],
  ])('%s', async (_case, url, status, code) => {
    expectShape(await t.app.inject({ method: 'GET', url, headers: { cookie } }), status, code);
  });

  it.each([
    ['malformed JSON', 'application/json', `{"name": ${MARK}`, 400, 'invalid_json'],
    ['an empty JSON body', 'application/json', '', 400, 'invalid_json'],
    ['a __proto__ key', 'application/json', `{"__proto__": {"${MARK}": 1}}`, 400, 'invalid_json'],
    ['another media type', 'application/xml', `<a>${MARK}</a>`, 415, 'unsupported_media_type'],
    [
      'a body past the limit',
      'application/json',
      JSON.stringify({ name: MARK + 'x'.repeat(300 * 1024) }),
      413,
      'body_too_large',
    ],
  ])('%s', async (_case, contentType, payload, status, code) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie, 'content-type': contentType },
      payload,
    });
    expectShape(response, status, code);
  });

  it('answers headers too large for Node (a 20 kB URL) in the error shape, on a real socket', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/teams?q=${MARK}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head = '', json = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expectShape(
      { statusCode: 431, body: json, headers: { 'content-type': 'application/json' } },
      431,
      'headers_too_large',
    );
  });
});
