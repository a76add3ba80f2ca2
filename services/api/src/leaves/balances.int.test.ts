import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { workEvents } from '../test-support/work-events.js';

/**
 * Leave balances over a year and a half of a small company, every figure worked out by hand:
 * Uma (on the books since 2025) carries days over from 2025, takes leave around a holiday
 * marked afterwards, and is refused a leave her balance cannot cover; Nia joins on 1 July.
 */
let t: TestApp;
let user: Client;
let lead: Client;
let hr: Client;
let admin: Client;
let viewer: Client;
const nia = '7d1c4f0e-9a2b-4c3d-8e5f-6a7b8c9d0e1f';
const head = () => t.deps.store.headPosition();

const at = (iso: string) => t.clock.set(new Date(iso));

async function applyAndApprove(body: Record<string, unknown>): Promise<string> {
  const applied = await user.post('/api/leaves', body);
  expect(applied.statusCode, applied.body).toBe(201);
  const id: string = applied.json().leave.id;
  expect((await lead.post(`/api/leaves/${id}/approve`, { note: '' })).statusCode).toBe(200);
  return id;
}

const annual = async (client: Client, query = '') => {
  const response = await client.get(`/api/leaves/balances${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .balances.find((balance: { leaveType: string }) => balance.leaveType === 'Annual');
};

beforeAll(async () => {
  t = await createTestApp();
  at('2025-01-02T08:00:00.000Z');
  await seedPeople(t.deps);
  ({ user, lead, hr, admin, viewer } = await signedInClients(t.app, [
    'user',
    'lead',
    'hr',
    'admin',
    'viewer',
  ]));
  const settings = (await admin.get('/api/settings')).json();
  // The defaults, said out loud: Annual 20 a year, 5 carried to 31 March, never negative.
  expect(settings.leavePolicies.Annual).toEqual({
    yearlyDays: 20,
    grant: 'yearly',
    carryOverDays: 5,
    carryOverExpires: '03-31',
    allowNegative: false,
  });
  const put = await admin.put('/api/settings', {
    ...settings,
    hrUserId: personId('hr'),
    leavePolicies: {
      ...settings.leavePolicies,
      Casual: { ...settings.leavePolicies.Casual, yearlyDays: 12, grant: 'monthly' },
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  await workEvents(t.deps.store).person({
    userId: nia,
    name: 'Nia Okafor',
    role: 'User',
    teamName: 'Platform',
    workspaceIds: [],
    joinedOn: '2026-07-01',
    leadIds: [personId('lead')],
  });
}, 60_000);
afterAll(() => t.close());

describe('a year of leave balances', () => {
  it('2025: ten days taken of twenty-five, five carried over, ten lapse at the year end', async () => {
    at('2025-02-24T08:00:00.000Z');
    // Mon 3 Mar to Fri 14 Mar 2025: ten working days.
    await applyAndApprove({
      leaveType: 'Annual',
      details: 'Ski trip',
      from: '2025-03-03',
      to: '2025-03-14',
    });
    // The demo's leave of late 2024 left more than 5 of 2024's days: 5 carried into 2025.
    expect(await annual(user)).toMatchObject({
      year: 2025,
      carriedOver: 5,
      earned: 20,
      taken: 10,
      balance: 15,
    });

    at('2026-01-05T08:00:00.000Z');
    const last = await annual(user, '?year=2025');
    // The carried 5 were taken by 31 March; of 15 unused at the year end, 10 lapse.
    expect(last).toMatchObject({ taken: 10, expired: 10, balance: 5 });
    expect(last.movements.at(-1)).toMatchObject({ date: '2025-12-31', kind: 'expired', days: -10 });
    const now = await annual(user);
    expect(now).toMatchObject({ year: 2026, carriedOver: 5, earned: 20, balance: 25 });
  });

  it('refunds a day of approved leave when a holiday is marked inside it afterwards', async () => {
    // Mon 2 Feb to Fri 6 Feb 2026: five working days.
    const leaveId = await applyAndApprove({
      leaveType: 'Annual',
      details: 'Family visit',
      from: '2026-02-02',
      to: '2026-02-06',
    });
    expect(await annual(user)).toMatchObject({ taken: 5, refunded: 0, balance: 20 });
    at('2026-01-20T08:00:00.000Z');
    expect(
      (await admin.post('/api/holidays', { title: 'Founders day', date: '2026-02-04' })).statusCode,
    ).toBe(201);
    const balance = await annual(user);
    expect(balance).toMatchObject({ taken: 5, refunded: 1, balance: 21 });
    const refund = balance.movements.find((m: { kind: string }) => m.kind === 'refunded');
    expect(refund).toMatchObject({ date: '2026-01-20', days: 1, leaveId });
    expect(refund.source.event).toBe('HolidayAdded');
    const taken = balance.movements.find((m: { kind: string }) => m.kind === 'taken');
    expect(taken.source.event).toBe('LeaveApproved');
  });

  it('refuses a leave the balance cannot cover, with the figures, and appends nothing', async () => {
    // Mon 2 Mar to Tue 31 Mar: 22 working days; 21 are left.
    const before = await head();
    const body = {
      leaveType: 'Annual',
      details: 'Long trip',
      from: '2026-03-02',
      to: '2026-03-31',
    };
    const preview = await user.get(
      '/api/leaves/days?from=2026-03-02&to=2026-03-31&leaveType=Annual',
    );
    expect(preview.json().balance).toEqual({
      leaveType: 'Annual',
      years: [{ year: 2026, available: 21, charge: 22, after: -1 }],
      allowed: false,
    });
    const refused = await user.post('/api/leaves', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'leave_balance',
      message: 'This leave takes 22 days of Annual leave in 2026, and 21 days are left.',
    });
    expect(await head()).toBe(before);
    // Sick leave may go below zero: 22 days of a 10-day allowance are applied for.
    const sick = await user.post('/api/leaves', { ...body, leaveType: 'Sick' });
    expect(sick.statusCode, sick.body).toBe(201);
    expect(
      (await user.post(`/api/leaves/${sick.json().leave.id}/cancel`, { reason: '' })).statusCode,
    ).toBe(200);
  });

  it('takes half a day, and lets pending leave lower what is available only', async () => {
    const half = await user.post('/api/leaves', {
      leaveType: 'Casual',
      details: 'Dentist',
      from: '2026-02-10',
      to: '2026-02-10',
      halfDay: true,
    });
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json().leave).toMatchObject({ halfDay: true, workingDays: 0.5 });
    const casual = (await user.get('/api/leaves/balances')).json().balances[2];
    // Monthly: January's twelfth of 12 days is in by 20 Jan.
    expect(casual).toMatchObject({
      leaveType: 'Casual',
      earned: 1,
      balance: 1,
      pending: 0.5,
      available: 0.5,
    });
    // The approver sees what it leaves on its day, 10 Feb: January's and February's twelfths
    // (2 days) less half a day.
    const waiting = (await lead.get('/api/leaves/approvals')).json().leaves;
    expect(waiting.find((l: { id: string }) => l.id === half.json().leave.id).balanceAfter).toEqual(
      { year: 2026, days: 1.5 },
    );
    expect(
      (await lead.post(`/api/leaves/${half.json().leave.id}/approve`, { note: '' })).statusCode,
    ).toBe(200);
    const after = (await user.get('/api/leaves/balances')).json().balances[2];
    expect(after).toMatchObject({ taken: 0.5, balance: 0.5, pending: 0, available: 0.5 });
    const twoDays = await user.post('/api/leaves', {
      leaveType: 'Casual',
      details: 'Moving house',
      from: '2026-01-22',
      to: '2026-01-23',
    });
    expect(twoDays.statusCode).toBe(422);
  });

  it('lapses carried-over days not taken by 31 March', async () => {
    at('2026-04-10T08:00:00.000Z');
    // Carried 5; by 31 March 4 days were taken (Feb 2-6 less the holiday): 1 lapses.
    const balance = await annual(user);
    expect(balance).toMatchObject({
      carriedOver: 5,
      taken: 5,
      refunded: 1,
      expired: 1,
      balance: 20,
    });
    expect(
      balance.movements.map((m: { date: string; kind: string; days: number }) => [
        m.date,
        m.kind,
        m.days,
      ]),
    ).toEqual([
      ['2026-01-01', 'carried_over', 5],
      ['2026-01-01', 'granted', 20],
      ['2026-01-20', 'refunded', 1],
      ['2026-02-02', 'taken', -5],
      ['2026-03-31', 'expired', -1],
    ]);
  });

  it('prorates the allowance of a person who joins on 1 July', async () => {
    const balance = await annual(lead, `?user=${nia}`);
    // 184 of 365 days: 20 x 184 / 365 = 10.08, to the half day 10; not granted before joining.
    expect(balance).toMatchObject({ entitlement: 10, earned: 0, balance: 0 });
    at('2026-07-01T08:00:00.000Z');
    expect(await annual(lead, `?user=${nia}`)).toMatchObject({ entitlement: 10, earned: 10 });
  });

  it('shows balances to the person, their lead, HR and non-users only', async () => {
    expect((await user.get(`/api/leaves/balances?user=${nia}`)).statusCode).toBe(403);
    expect((await hr.get(`/api/leaves/balances?user=${nia}`)).statusCode).toBe(200);
    expect((await viewer.get(`/api/leaves/balances?user=${personId('user')}`)).statusCode).toBe(
      200,
    );
    expect((await user.get('/api/leaves/balances?year=20x6')).statusCode).toBe(400);
    expect(
      (await user.get('/api/leaves/balances?user=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('lists every balance HR may see, and downloads them as LeaveBalances.csv', async () => {
    const everyone = (await hr.get('/api/leaves/balances/people')).json();
    const uma = everyone.people.find(
      (p: { user: { id: string } }) => p.user.id === personId('user'),
    );
    expect(uma.balances[0]).toMatchObject({ leaveType: 'Annual', balance: 20 });
    const mine = (await user.get('/api/leaves/balances/people')).json();
    expect(mine.people.map((p: { user: { id: string } }) => p.user.id)).toEqual([personId('user')]);
    const led = (await lead.get('/api/leaves/balances/people')).json();
    expect(led.people.map((p: { user: { name: string } }) => p.user.name)).toContain('Nia Okafor');

    const csv = await hr.get('/api/leaves/balances/people', { accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('LeaveBalances.csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Sr#,Name,Email,Leave Type,Year,Entitlement,Carried over,Earned so far,Taken,Refunded,Expired,Balance,Pending,Available',
    );
    expect(lines.find((line) => line.includes('Uma Patel') && line.includes('Annual'))).toMatch(
      /,Annual,2026,20,5,20,5,1,1,20,0,20$/,
    );
  });
});
