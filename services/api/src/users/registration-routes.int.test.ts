import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@teamledger/domain';
import { userIdForEmail } from './user-id.js';
import { streamEvents } from '../test-support/client.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { REGISTERED_MESSAGE, REGISTRATION_LIMIT } from './registration-routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
}, 60_000);
afterAll(() => t.close());

const head = () => t.deps.store.headPosition();
const register = (payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
const valid = {
  name: 'Zara Khan',
  email: ' Zara@Example.test ',
  password: 'zara-password',
  confirmPassword: 'zara-password',
};

describe('POST /api/auth/register', () => {
  it('creates an inactive User that cannot sign in until accepted', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'inactive', message: REGISTERED_MESSAGE });
    const id = userIdForEmail('zara@example.test');
    const [event] = await streamEvents(t.deps.store, userStream(id));
    expect(event).toMatchObject({
      type: 'UserRegistered',
      data: {
        userId: id,
        email: 'zara@example.test',
        name: 'Zara Khan',
        role: 'User',
        status: 'inactive',
        via: 'self',
        teamName: null,
        workspaceIds: [],
        gender: 'M',
      },
      actorId: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'zara@example.test', password: 'zara-password' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(
      'Your account is waiting for approval by an administrator.',
    );
  });

  it('answers 409 for an email that is already a user and appends nothing', async () => {
    const before = await head();
    const response = await register({ ...valid, email: 'ADMIN@northwind.test' }, '10.1.0.2');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('User already exists');
    expect(await head()).toBe(before);
  });

  it('refuses bad input with 400 per field and appends nothing', async () => {
    const before = await head();
    const response = await register(
      { name: '', email: 'nope', password: 'short', confirmPassword: 'other' },
      '10.1.0.3',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email.',
      password: 'It should be at least 8 characters long',
      confirmPassword: 'The two passwords that you entered do not match!',
    });
    expect(await head()).toBe(before);
  });

  it('limits registrations per address with 429 and Retry-After; other addresses go on', async () => {
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++) {
      expect((await register({ ...valid, name: '' }, '10.9.9.9')).statusCode).toBe(400);
    }
    const refused = await register({ ...valid, email: 'late@example.test' }, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many registrations from this address. Please try again later.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect((await register({ ...valid, email: 'late@example.test' }, '10.9.9.10')).statusCode).toBe(
      201,
    );
  });
});
