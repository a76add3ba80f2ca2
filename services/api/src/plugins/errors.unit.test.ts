import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';

/** What pg throws for an error PostgreSQL reports (pg's DatabaseError carries these). */
const postgresError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });

let app: FastifyInstance;
let thrown: unknown;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.get('/throw', async () => {
    throw thrown;
  });
  await app.ready();
});
afterAll(() => app.close());

const answerTo = async (error: unknown) => {
  thrown = error;
  const response = await app.inject({ method: 'GET', url: '/throw' });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
};

describe('errors from PostgreSQL', () => {
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22P02', 'invalid input syntax for type json'],
  ])('answer a value it refuses (%s) with 400, not 500', async (code, message) => {
    expect(await answerTo(postgresError(code, message))).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid_text',
          message: 'The request contains characters that cannot be stored.',
        },
      },
    });
  });

  it('keep any other error a 500 that says nothing of its cause', async () => {
    expect(await answerTo(postgresError('42P01', 'relation "secret" does not exist'))).toEqual({
      status: 500,
      headers: expect.any(Object),
      body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
    });
  });
});
