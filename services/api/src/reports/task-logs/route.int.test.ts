import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, csvLines, signedInClients, type Client } from '../../test-support/client.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The demo seed gives Uma standups and hours on the working days before today (Wednesday
// 2026-03-11), with a sick day on Thursday 2026-03-05.
let t: TestApp;
let admin: Client;
let viewer: Client;
let lead: Client;
let user: Client;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, viewer, lead, user } = await signedInClients(t.app, [
    'admin',
    'viewer',
    'lead',
    'user',
  ]));
  // Uma's standup of today at 10:00, with no hours logged yet.
  const answers = { yesterday: 'Seeded days', today: 'Report test', roadblocks: 'None' };
  expect((await user.post('/api/standups', answers)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/reports/users/:id/days', () => {
  const uma = () => `/api/reports/users/${personId('user')}/days`;

  it('lets a person read their own days, admins and leads anyone’s, and no one else', async () => {
    expect((await clientFor(t.app).get(uma())).statusCode).toBe(401);
    expect((await user.get(uma())).statusCode).toBe(200);
    expect((await admin.get(uma())).statusCode).toBe(200);
    expect((await lead.get(uma())).statusCode).toBe(200);
    expect((await viewer.get(uma())).statusCode).toBe(403);
    expect((await user.get(`/api/reports/users/${personId('lead')}/days`)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/reports/users/${unknown}/days`)).statusCode).toBe(404);
  });

  it('labels each day of the last 7 by the calendar rules', async () => {
    const report = (await lead.get(uma())).json();
    expect(report).toMatchObject({
      from: '2026-03-05',
      to: '2026-03-11',
      user: { id: personId('user'), name: 'Uma Patel' },
    });
    const rows = report.days.map((day: { date: string; label: string }) => [day.date, day.label]);
    expect(rows).toEqual([
      ['2026-03-11', 'In progress'], // today
      ['2026-03-10', expect.stringMatching(/^(Short Leave|Full Day)$/)],
      ['2026-03-09', expect.stringMatching(/^(Short Leave|Full Day)$/)],
      ['2026-03-06', expect.stringMatching(/^(Short Leave|Full Day)$/)],
      ['2026-03-05', 'On leave (Sick)'],
    ]);
    const march10 = report.days[1];
    expect(march10.hoursLogged).toBeGreaterThanOrEqual(6);
    // Standup around 09:00, last entry after 17:00, less the hour of break.
    expect(march10.hoursAvailable).toBeGreaterThan(7);
    expect(march10.hoursAvailable).toBeLessThan(10);
  });

  it('downloads Report.csv with the same rows', async () => {
    const response = await user.get(`${uma()}?from=2026-03-09&to=2026-03-11`, {
      accept: 'text/csv',
    });
    expect(response.headers['content-disposition']).toBe('attachment; filename="Report.csv"');
    const lines = csvLines(response);
    expect(lines[0]).toBe('Date,Standup - Time Out,Hours Available,Hours Logged,Status');
    expect(lines[1]).toBe('2026-03-11,10:00 AM - —,0,0,In progress');
    expect(lines[2]).toMatch(/^2026-03-10,9:\d\d AM - \d:\d\d PM,[\d.]+,[\d.]+,[A-Z]/);
    expect(lines).toHaveLength(4);
  });
});
