import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedPeople, signIn } from '../test-support/sessions.js';
import {
  commandBodies,
  demoMilestoneId,
  urlFor,
  withValue,
} from '../test-support/command-bodies.js';

/**
 * Mass assignment stays out by refusal, not by silence: a field a command does not know
 * is a 400 that names it, on every command route, with or without a body of its own.
 */
describe('unknown fields on every command route', () => {
  let t: TestApp;
  let cookie: string;
  let milestoneId: string;
  let bodies: ReturnType<typeof commandBodies>;
  let requests = 0;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1' });
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'admin');
    milestoneId = await demoMilestoneId(t.app, cookie);
    bodies = commandBodies(milestoneId);
  }, 60_000);
  afterAll(() => t.close());

  const send = (method: string, url: string, payload: unknown) =>
    t.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: `127.2.0.${++requests % 250}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('refuses an unknown field with 400 naming it (and only it), appending nothing', async () => {
    const head = await t.deps.store.headPosition();
    const failures: string[] = [];
    const commands = t.app.apiRoutes.filter((route) => !route.startsWith('GET '));
    for (const route of commands) {
      const [method] = route.split(' ') as [string];
      for (const body of bodies[route] ?? [{}]) {
        const response = await send(method, urlFor(route, milestoneId), {
          ...body,
          isAdmin: true,
        });
        const fields = response.statusCode === 400 ? response.json().error.fields : undefined;
        if (
          JSON.stringify(fields) !== JSON.stringify({ isAdmin: '"isAdmin" is not a known field.' })
        ) {
          failures.push(`${route} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await t.deps.store.readAll({ from: head })).toEqual([]);
  }, 60_000);

  it('names an unknown field inside a nested object by its path', async () => {
    const [settings] = bodies['PUT /api/settings']!;
    const response = await send(
      'PUT',
      '/api/settings',
      withValue(settings, ['reminderSchedule', 'hoursLog', 'channel'], 'sms'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_request',
      message: '"channel" is not a known field.',
      fields: { 'reminderSchedule.hoursLog.channel': '"channel" is not a known field.' },
    });
  });

  it('refuses a body sent to a command that takes none', async () => {
    const response = await send('POST', '/api/auth/logout', ['anything']);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_request',
      message: 'This request takes no body.',
    });
  });
});
