import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesInRange, isWorkingDay } from '@teamledger/domain';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { workEvents } from '../test-support/work-events.js';

/**
 * Ada joins on Mon 1 Jun 2026 (after the demo's history, so its holidays are not hers). June:
 * 22 working days, Mon 15 a holiday, Thu 18 and Fri 19 on leave: 19 x 8 = 152 expected; she
 * logs 9 hours on each: 171, so 19 over. July: from Mon 6 her Fridays are 4 hours; 1-3 Jul
 * expects 24 and 6-10 Jul 36, she logs 8 a day: 64 against 60, 4 over; an Admin pays 10 hours
 * out on Fri 10 Jul. Running balance on 10 Jul: 13.
 */
let t: TestApp;
let admin: Client;
let manager: Client;
let lead: Client;
let user: Client;
let hr: Client;
const ada = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const workspace = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';
const head = () => t.deps.store.headPosition();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-07-10T17:00:00.000Z'));
  ({ admin, manager, lead, user, hr } = await signedInClients(t.app, [
    'admin',
    'manager',
    'lead',
    'user',
    'hr',
  ]));
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
  await work.holiday('2026-06-15', 'Founders day');
  await work.leave(ada, '2026-06-18', '2026-06-19');
  const off = new Set(['2026-06-15', '2026-06-18', '2026-06-19']);
  for (const date of datesInRange('2026-06-01', '2026-06-30')) {
    if (isWorkingDay(date, off)) await work.hours(ada, date, 9, `${date}T18:00:00.000Z`, workspace);
  }
  for (const date of datesInRange('2026-07-01', '2026-07-10')) {
    if (isWorkingDay(date, new Set())) {
      await work.hours(ada, date, 8, `${date}T18:00:00.000Z`, workspace);
    }
  }
  await t.deps.watcher.waitFor(await head(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

describe('working-time contracts', () => {
  it('are set by Admins and Managers from a day on, and refused to anyone else', async () => {
    const body = {
      effectiveFrom: '2026-07-06',
      weekHours: [8, 8, 8, 8, 4, 0, 0],
      reason: 'Short Fridays',
    };
    const before = await head();
    expect((await user.post(`/api/users/${ada}/working-time`, body)).statusCode).toBe(403);
    expect((await lead.post(`/api/users/${ada}/working-time`, body)).statusCode).toBe(403);
    expect((await clientFor(t.app).post(`/api/users/${ada}/working-time`, body)).statusCode).toBe(
      401,
    );
    expect(await head()).toBe(before);

    const set = await manager.post(`/api/users/${ada}/working-time`, body);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      userId: ada,
      defaultWeekHours: [8, 8, 8, 8, 8, 0, 0],
      contracts: [
        {
          ...body,
          by: { id: personId('manager'), name: expect.any(String) },
          at: expect.stringMatching(/^2026-07-10T17:00/),
        },
      ],
      adjustments: [],
    });
    // The same hours again record nothing.
    const again = await head();
    expect((await admin.post(`/api/users/${ada}/working-time`, body)).statusCode).toBe(200);
    expect(await head()).toBe(again);
  });

  it('refuses bad hours with 400 naming the field, and appends nothing', async () => {
    const before = await head();
    const response = await admin.post(`/api/users/${ada}/working-time`, {
      effectiveFrom: '2026-07-06',
      weekHours: [8, 8, 8, 25, 4.1, 0],
      reason: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      weekHours: 'Give the hours of each weekday, Monday to Sunday',
    });
    expect(await head()).toBe(before);
    expect(
      (
        await admin.post('/api/users/00000000-0000-4000-8000-000000000000/working-time', {
          effectiveFrom: '2026-07-06',
          weekHours: [8, 8, 8, 8, 8, 0, 0],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the overtime balance', () => {
  it('takes an Admin’s adjustment with a reason, and refuses it to a Manager', async () => {
    const adjustment = { date: '2026-07-10', hours: -10, reason: 'Paid out in July' };
    expect(
      (await manager.post(`/api/users/${ada}/overtime-adjustments`, adjustment)).statusCode,
    ).toBe(403);
    const missing = await admin.post(`/api/users/${ada}/overtime-adjustments`, {
      ...adjustment,
      reason: ' ',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ reason: 'Reason is required!' });
    const added = await admin.post(`/api/users/${ada}/overtime-adjustments`, adjustment);
    expect(added.statusCode, added.body).toBe(201);
    const { adjustments } = (await hr.get(`/api/users/${ada}/working-time`)).json();
    expect(adjustments).toEqual([
      {
        id: added.json().id,
        ...adjustment,
        by: { id: personId('admin'), name: expect.any(String) },
        at: expect.stringMatching(/^2026-07-10T17:00/),
      },
    ]);
  });

  it('is a sum of days, each with its expected and logged hours, worked out by hand', async () => {
    const response = await lead.get(`/api/users/${ada}/overtime?from=2026-07-01&to=2026-07-10`);
    expect(response.statusCode, response.body).toBe(200);
    const overtime = response.json();
    expect(overtime).toMatchObject({
      user: { id: ada, name: 'Ada Moreau' },
      from: '2026-07-01',
      to: '2026-07-10',
      period: { expected: 60, logged: 64, adjustments: -10, balance: -6 },
      carriedIn: 0,
      forfeited: 0,
      running: 13,
      carryOverCap: null,
    });
    const none = { expected: 0, logged: 0, adjustments: 0, balance: 0, running: 0 };
    expect(overtime.months).toEqual([
      ...['01', '02', '03', '04', '05'].map((month) => ({ month: `2026-${month}`, ...none })),
      { month: '2026-06', expected: 152, logged: 171, adjustments: 0, balance: 19, running: 19 },
      { month: '2026-07', expected: 60, logged: 64, adjustments: -10, balance: -6, running: 13 },
    ]);
    const day = (date: string) => overtime.days.find((d: { date: string }) => d.date === date);
    expect(day('2026-07-03')).toEqual({
      date: '2026-07-03',
      expected: 8,
      logged: 8,
      balance: 0,
      reason: 'contract',
    });
    expect(day('2026-07-10')).toEqual({
      date: '2026-07-10',
      expected: 4,
      logged: 8,
      balance: 4,
      reason: 'contract',
    });
    // A plain user reads only their own.
    const june = `/api/users/${ada}/overtime?from=2026-05-31&to=2026-06-30`;
    expect((await user.get(june)).statusCode).toBe(403);
    const jun = (await hr.get(june)).json();
    expect(jun.period).toEqual({ expected: 152, logged: 171, adjustments: 0, balance: 19 });
    expect(jun.days.find((d: { date: string }) => d.date === '2026-06-15').reason).toBe('holiday');
    expect(jun.days.find((d: { date: string }) => d.date === '2026-06-18').reason).toBe('leave');
    expect(jun.days[0]).toMatchObject({ date: '2026-05-31', reason: 'before joining' });
  });

  it('refuses a period out of order or longer than a year with 400', async () => {
    const reversed = await admin.get(`/api/users/${ada}/overtime?from=2026-07-10&to=2026-07-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({
      to: 'The last day cannot be before the first day.',
    });
    const long = await admin.get(`/api/users/${ada}/overtime?from=2025-01-01&to=2026-07-01`);
    expect(long.statusCode).toBe(400);
  });

  it('shows the contract and the adjustment in the person’s history', async () => {
    const { entries } = (await admin.get(`/api/users/${ada}/history`)).json();
    const workingTime = entries.filter((e: { kind: string }) => e.kind === 'working_time');
    expect(workingTime).toEqual([
      expect.objectContaining({
        to: 'Mon 8 h, Tue 8 h, Wed 8 h, Thu 8 h, Fri 4 h, Sat 0 h, Sun 0 h',
        from: 'Mon 8 h, Tue 8 h, Wed 8 h, Thu 8 h, Fri 8 h, Sat 0 h, Sun 0 h',
        reason: 'Short Fridays',
        effectiveDate: '2026-07-06',
      }),
      expect.objectContaining({
        to: 'Overtime balance -10 h on 2026-07-10',
        reason: 'Paid out in July',
        effectiveDate: '2026-07-10',
      }),
    ]);
  });
});

describe('a person’s working time as of an instant', () => {
  // Recorded after 18:00 on 10 Jul: a contract replacing the short Fridays from the same
  // day with none, and an adjustment of +3 hours on 9 Jul.
  const cutoff = '2026-07-10T18:00:00.000Z';
  beforeAll(async () => {
    t.clock.set(new Date('2026-07-11T09:00:00.000Z'));
    const later = await admin.post(`/api/users/${ada}/working-time`, {
      effectiveFrom: '2026-07-06',
      weekHours: [8, 8, 8, 8, 0, 0, 0],
      reason: 'No Fridays',
    });
    expect(later.statusCode, later.body).toBe(200);
    const adjusted = await admin.post(`/api/users/${ada}/overtime-adjustments`, {
      date: '2026-07-09',
      hours: 3,
      reason: 'Correction',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
  });

  it('lists the contracts and adjustments recorded by then, not the later ones', async () => {
    const now = (await lead.get(`/api/users/${ada}/working-time`)).json();
    expect(now.contracts.map((c: { reason: string }) => c.reason)).toEqual(['No Fridays']);
    expect(now.adjustments.map((a: { hours: number }) => a.hours)).toEqual([-10, 3]);

    const then = await lead.get(`/api/users/${ada}/working-time?asOf=${cutoff}`);
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json()).toEqual({
      userId: ada,
      defaultWeekHours: [8, 8, 8, 8, 8, 0, 0],
      contracts: [
        {
          effectiveFrom: '2026-07-06',
          weekHours: [8, 8, 8, 8, 4, 0, 0],
          reason: 'Short Fridays',
          by: { id: personId('manager'), name: expect.any(String) },
          at: expect.stringMatching(/^2026-07-10T17:00/),
        },
      ],
      adjustments: [
        {
          id: expect.any(String),
          date: '2026-07-10',
          hours: -10,
          reason: 'Paid out in July',
          by: { id: personId('admin'), name: expect.any(String) },
          at: expect.stringMatching(/^2026-07-10T17:00/),
        },
      ],
    });
  });

  it('explains the balance as recorded by then, as the Overtime report then had it', async () => {
    const july = 'from=2026-07-01&to=2026-07-10';
    // Now: Fridays expect nothing from 6 Jul (56 expected), adjusted -10 + 3.
    const now = (await lead.get(`/api/users/${ada}/overtime?${july}`)).json();
    expect(now.period).toEqual({ expected: 56, logged: 64, adjustments: -7, balance: 1 });
    expect(now.running).toBe(20);

    const response = await lead.get(`/api/users/${ada}/overtime?${july}&asOf=${cutoff}`);
    expect(response.statusCode, response.body).toBe(200);
    const then = response.json();
    expect(then).toMatchObject({
      user: { id: ada, name: 'Ada Moreau' },
      from: '2026-07-01',
      to: '2026-07-10',
      period: { expected: 60, logged: 64, adjustments: -10, balance: -6 },
      running: 13,
      carryOverCap: null,
    });
    expect(then.days.find((d: { date: string }) => d.date === '2026-07-10')).toEqual({
      date: '2026-07-10',
      expected: 4,
      logged: 8,
      balance: 4,
      reason: 'contract',
    });
    const report = (
      await lead.get(`/api/reports/overtime?${july}&users=${ada}&asOf=${cutoff}`)
    ).json();
    expect(report.rows).toEqual([
      expect.objectContaining({ userId: ada, balance: then.period.balance, running: 13 }),
    ]);
  });

  it('refuses a future or malformed instant with 400 on asOf, and appends nothing', async () => {
    const before = await head();
    for (const path of ['working-time', 'overtime']) {
      const future = await admin.get(`/api/users/${ada}/${path}?asOf=2026-07-11T09:00:01Z`);
      expect(future.statusCode).toBe(400);
      expect(future.json().error.fields).toEqual({
        asOf: 'The instant cannot be in the future.',
      });
      const malformed = await admin.get(`/api/users/${ada}/${path}?asOf=yesterday`);
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys(malformed.json().error.fields)).toEqual(['asOf']);
    }
    expect(await head()).toBe(before);
  });
});
