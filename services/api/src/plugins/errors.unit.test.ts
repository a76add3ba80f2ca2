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
    ['53300', 'sorry, too many clients already'],
    ['53300', 'too many connections for role "app"'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect to server'],
    ['08P01', 'protocol violation'],
    ['08003', 'connection does not exist'],
  ])('answer %s (%s) with 503 and Retry-After: it may work in a moment', async (code, message) => {
    const answer = await answerTo(postgresError(code, message));
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toEqual({
      error: {
        code: 'unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    });
  });

  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
  ])('answer an unreachable server ($message) with 503', async (error) => {
    expect((await answerTo(error)).status).toBe(503);
  });

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

  it.each([
    ['42P01', 'relation "user_day_entry_versions" does not exist'],
    ['42703', 'column v.logged_at does not exist'],
  ])(
    'answer a read model without the table or column asked (%s) with 503: a rebuild brings it',
    async (code, message) => {
      expect(await answerTo(postgresError(code, message))).toEqual({
        status: 503,
        headers: expect.objectContaining({ 'retry-after': '60' }),
        body: {
          error: {
            code: 'rebuilding',
            message:
              'This data is being brought up to date after an upgrade. Please try again in a few minutes.',
          },
        },
      });
    },
  );

  it('keep any other error a 500 that says nothing of its cause', async () => {
    expect(await answerTo(postgresError('42601', 'syntax error at or near "secret"'))).toEqual({
      status: 500,
      headers: expect.any(Object),
      body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
    });
  });
});
