import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesInRange, isWorkingDay } from '@teamledger/domain';
import { clientFor, signedInClients, type Client } from '../../test-support/client.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { workEvents } from '../../test-support/work-events.js';

/**
 * Ada joins on Mon 1 Jun 2026, after the demo's history, with 9 hours on each of June's 22
 * working days: 176 expected, 198 logged, 22 over. Liam leads her.
 */
let t: TestApp;
let lead: Client;
let user: Client;
let hr: Client;
const ada = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const workspace = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const june = 'from=2026-06-01&to=2026-06-30';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-06-30T17:00:00.000Z'));
  ({ lead, user, hr } = await signedInClients(t.app, ['lead', 'user', 'hr']));
  const work = workEvents(t.deps.store);
  await work.person({
    userId: ada,
    name: 'Ada Moreau',
    role: 'User',
    teamName: 'Platform',
    workspaceIds: [workspace],
    joinedOn: '2026-06-01',
    leadIds: [personId('lead')],
  });
  for (const date of datesInRange('2026-06-01', '2026-06-30')) {
    if (isWorkingDay(date, new Set()))
      await work.hours(ada, date, 9, `${date}T18:00:00.000Z`, workspace);
  }
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

const ADA_ROW = {
  userId: ada,
  name: 'Ada Moreau',
  teamName: 'Platform',
  expected: 176,
  logged: 198,
  adjustments: 0,
  balance: 22,
  carriedIn: 0,
  forfeited: 0,
  running: 22,
};

describe('GET /api/reports/overtime', () => {
  it('refuses anonymous callers with 401 and a bad range with 400', async () => {
    expect((await clientFor(t.app).get(`/api/reports/overtime?${june}`)).statusCode).toBe(401);
    const reversed = await hr.get('/api/reports/overtime?from=2026-06-30&to=2026-06-01');
    expect(reversed.statusCode).toBe(400);
  });

  it('gives a lead their people with expected, logged and the running balance, and the chart', async () => {
    const response = await lead.get(`/api/reports/overtime?${june}&users=${ada}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ from: '2026-06-01', to: '2026-06-30', total: 1 });
    expect(report.rows).toEqual([ADA_ROW]);
    // From the month Ada joined: the months before it are not drawn.
    expect(report.chart.months).toEqual(['2026-06']);
    expect(report.chart.people).toEqual([{ userId: ada, name: 'Ada Moreau', running: [22] }]);
    // Without a filter a lead sees themselves and the people they lead, no one else.
    const led = (await lead.get(`/api/reports/overtime?${june}`)).json();
    const names = led.rows.map((row: { name: string }) => row.name);
    expect(names).toContain('Ada Moreau');
    expect(led.rows.map((row: { userId: string }) => row.userId)).not.toContain(personId('hr'));
  });

  it('gives a plain user their own only, and 403 for anyone else', async () => {
    const own = (await user.get(`/api/reports/overtime?${june}`)).json();
    expect(own.rows.map((row: { userId: string }) => row.userId)).toEqual([personId('user')]);
    expect((await user.get(`/api/reports/overtime?${june}&users=${ada}`)).statusCode).toBe(403);
  });

  it('gives HR everyone, and OvertimeReport.csv with every row', async () => {
    const all = (await hr.get(`/api/reports/overtime?${june}`)).json();
    expect(all.rows.find((row: { userId: string }) => row.userId === ada)).toEqual(ADA_ROW);
    expect(all.total).toBeGreaterThan(2);
    const csv = await hr.get(`/api/reports/overtime?${june}`, { accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('OvertimeReport.csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain(
      'User,Team,Expected hours,Logged hours,Adjustments,Balance,Carried in,Forfeited,Running balance',
    );
    expect(lines.find((line) => line.includes('Ada Moreau'))).toMatch(
      /Ada Moreau,Platform,176,198,0,22,0,0,22$/,
    );
    // Every person, not one page: one line each under the header.
    const header = lines.findIndex((line) => line.includes('User,Team,'));
    expect(lines.length - header - 1).toBe(all.total);
  });
});
