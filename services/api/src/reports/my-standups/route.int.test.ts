import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signedInClients, type Client } from '../../test-support/client.js';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The demo seed gives Uma standups and hours on the working days before today (Wednesday
// 2026-03-11), with a sick day on Thursday 2026-03-05.
let t: TestApp;
let user: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ user, admin } = await signedInClients(t.app, ['user', 'admin']));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/reports/my-standups', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await clientFor(t.app).get('/api/reports/my-standups')).statusCode).toBe(401);
  });

  it('covers the last 8 days: weekends left out, a weekday without a standup says what it is', async () => {
    const report = (await user.get('/api/reports/my-standups')).json();
    expect(report).toMatchObject({
      from: '2026-03-04',
      to: '2026-03-11',
      today: '2026-03-11',
      timeZone: 'UTC',
    });
    expect(
      report.rows.map((row: { date: string; missing: string | null; standup: unknown }) => [
        row.date,
        row.missing,
        row.standup !== null,
      ]),
    ).toEqual([
      // Today without a standup yet.
      ['2026-03-11', 'Not Added', false],
      ['2026-03-10', null, true],
      ['2026-03-09', null, true],
      ['2026-03-06', null, true],
      // Uma's sick day reads as Task Logs has it.
      ['2026-03-05', 'On leave (Sick)', false],
      ['2026-03-04', null, true],
    ]);
    expect(report.rows[1].standup).toEqual({
      reportedAt: expect.stringMatching(/^2026-03-10T09:/),
      workspace: 'Platform Core',
      yesterday: expect.any(String),
      today: expect.any(String),
      roadblocks: expect.any(String),
      correctable: true,
    });
  });

  it('says which standups may still be corrected: the window ends a week after their week', async () => {
    const report = (
      await user.get('/api/reports/my-standups?from=2026-02-26&to=2026-03-03')
    ).json();
    const rows: { date: string; standup: { correctable: boolean } | null }[] = report.rows;
    expect(
      rows.flatMap((row) => (row.standup ? [[row.date, row.standup.correctable]] : [])),
    ).toEqual([
      // The week of 2 March closes on Sunday 15 March; the week before closed on 8 March.
      ['2026-03-03', true],
      ['2026-03-02', true],
      ['2026-02-26', false],
    ]);
  });

  it('shows a standup added today at once', async () => {
    const answers = { yesterday: 'Seeded days', today: 'Report test', roadblocks: 'None' };
    expect((await user.post('/api/standups', answers)).statusCode).toBe(200);
    const report = (await user.get('/api/reports/my-standups')).json();
    expect(report.rows[0]).toEqual({
      date: '2026-03-11',
      missing: null,
      standup: {
        reportedAt: expect.stringMatching(/^2026-03-11T10:00:/),
        workspace: 'Platform Core',
        ...answers,
        correctable: true,
      },
    });
  });

  it('names a company holiday, and a past working day without a standup is Not Added', async () => {
    // Fri 27 Feb is the demo's Founders Day; the weekend after it is left out.
    const report = (
      await user.get('/api/reports/my-standups?from=2026-02-26&to=2026-03-02')
    ).json();
    expect(
      report.rows.map((row: { date: string; missing: string | null }) => [row.date, row.missing]),
    ).toEqual([
      ['2026-03-02', null],
      ['2026-02-27', 'Holiday'],
      ['2026-02-26', null],
    ]);
  });

  it('lists a new person from the day they joined', async () => {
    const created = await admin.post('/api/users', {
      name: 'Nia Brooks',
      email: 'nia.brooks@northwind.test',
      role: 'User',
      status: 'active',
      teamName: 'Platform',
      lead1: personId('lead'),
      lead2: '',
      lead3: '',
      workspaceIds: [demoWorkspaceId('platform')],
      defaultWorkspaceId: demoWorkspaceId('platform'),
      isProviderUser: false,
      isLead: false,
      gender: 'F',
      password: 'nia-password-1',
      joinedOn: '2026-03-09',
    });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nia.brooks@northwind.test', password: 'nia-password-1' },
    });
    const cookie = login.cookies.find((c) => c.name === 'teamledger_session');
    const nia = clientFor(t.app, `teamledger_session=${cookie?.value}`);
    const report = (await nia.get('/api/reports/my-standups')).json();
    expect(
      report.rows.map((row: { date: string; missing: string | null }) => [row.date, row.missing]),
    ).toEqual([
      ['2026-03-11', 'Not Added'],
      ['2026-03-10', 'Not Added'],
      ['2026-03-09', 'Not Added'],
    ]);
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
