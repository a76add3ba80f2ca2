import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signedInClients, type Client } from '../../test-support/client.js';
import { seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The demo seed gives Uma standups and hours on the working days before today (Wednesday
// 2026-03-11), with a sick day on Thursday 2026-03-05.
let t: TestApp;
let user: Client;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ user } = await signedInClients(t.app, ['user']));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/reports/my-standups', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await clientFor(t.app).get('/api/reports/my-standups')).statusCode).toBe(401);
  });

  it("covers the last 8 days: weekends left out, weekdays without a standup 'Not Added'", async () => {
    const report = (await user.get('/api/reports/my-standups')).json();
    expect(report).toMatchObject({
      from: '2026-03-04',
      to: '2026-03-11',
      today: '2026-03-11',
      timeZone: 'UTC',
    });
    expect(
      report.rows.map((row: { date: string; standup: unknown }) => [
        row.date,
        row.standup !== null,
      ]),
    ).toEqual([
      ['2026-03-11', false],
      ['2026-03-10', true],
      ['2026-03-09', true],
      ['2026-03-06', true],
      ['2026-03-05', false],
      ['2026-03-04', true],
    ]);
    expect(report.rows[1].standup).toEqual({
      reportedAt: expect.stringMatching(/^2026-03-10T09:/),
      workspace: 'Platform Core',
      yesterday: expect.any(String),
      today: expect.any(String),
      roadblocks: expect.any(String),
    });
  });

  it('shows a standup added today at once', async () => {
    const answers = { yesterday: 'Seeded days', today: 'Report test', roadblocks: 'None' };
    expect((await user.post('/api/standups', answers)).statusCode).toBe(200);
    const report = (await user.get('/api/reports/my-standups')).json();
    expect(report.rows[0]).toEqual({
      date: '2026-03-11',
      standup: {
        reportedAt: expect.stringMatching(/^2026-03-11T10:00:/),
        workspace: 'Platform Core',
        ...answers,
      },
    });
  });

  it('takes a range up to tomorrow and refuses a bad one with 400', async () => {
    const weekend = (
      await user.get('/api/reports/my-standups?from=2026-03-07&to=2026-03-08')
    ).json();
    expect(weekend.rows).toEqual([]);
    const tomorrow = await user.get('/api/reports/my-standups?from=2026-03-11&to=2026-03-12');
    expect(tomorrow.json().rows).toHaveLength(1);
    const future = await user.get('/api/reports/my-standups?from=2026-03-11&to=2026-03-13');
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ to: 'The range cannot go past tomorrow.' });
    expect((await user.get('/api/reports/my-standups?from=2026-03-11')).statusCode).toBe(400);
    expect(
      (await user.get('/api/reports/my-standups?from=2026-13-01&to=2026-03-01')).statusCode,
    ).toBe(400);
  });
});
