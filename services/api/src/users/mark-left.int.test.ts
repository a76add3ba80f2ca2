import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream, type UserAdminRow } from '@teamledger/domain';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Wednesday 2026-03-11 in the company's time zone; Uma leaves as of Tuesday 2026-03-10.
let t: TestApp;
let admin: Client;
let manager: Client;
const uma = personId('user');
const head = () => t.deps.store.headPosition();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T16:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, manager } = await signedInClients(t.app, ['admin', 'manager']));
}, 60_000);
afterAll(() => t.close());

const markLeft = (client: Client, id: string, body: Record<string, unknown>) =>
  client.post(`/api/users/${id}/status`, { action: 'markLeft', ...body });

/** The dates the all-user standup report lists Uma on, newest first (one page holds them). */
const umaInStandupReport = async () => {
  const report = (
    await admin.get(`/api/reports/standups?from=2026-03-06&to=2026-03-11&users=${uma}`)
  ).json() as { total: number; rows: { date: string; user: { id: string } }[] };
  // The total the database works out counts the same days as the rows listed.
  expect(report.total).toBe(report.rows.length);
  return report.rows.filter((row) => row.user.id === uma).map((row) => row.date);
};

/** The days of Uma's own report (Task Logs), newest first. */
const umaDays = async () => {
  const report = (
    await admin.get(`/api/reports/users/${uma}/days?from=2026-03-06&to=2026-03-11`)
  ).json() as { days: { date: string }[] };
  return report.days.map((day) => day.date);
};

// Both reports list the working days; the weekend of the 7th and 8th has no standup to show.
const WORKING_DAYS = ['2026-03-11', '2026-03-10', '2026-03-09', '2026-03-06'];

describe('marking a person as left', () => {
  it('lists Uma in the reports on every day before', async () => {
    expect(await umaInStandupReport()).toEqual(WORKING_DAYS);
    expect(await umaDays()).toEqual(WORKING_DAYS);
  });

  it('refuses a day after today, a missing reason or date, and a date out of range', async () => {
    const before = await head();
    const future = await markLeft(manager, uma, { effectiveDate: '2026-03-12', reason: 'x' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toEqual({
      code: 'left_date_future',
      message: 'The day they left cannot be after today.',
      fields: { effectiveDate: 'The day they left cannot be after today.' },
    });
    const blank = await markLeft(manager, uma, { effectiveDate: '2026-03-10', reason: ' ' });
    expect(blank.json().error.fields).toEqual({ reason: 'Please input the reason!' });
    const noDate = await markLeft(manager, uma, { reason: 'Moved on' });
    expect(noDate.json().error.fields).toEqual({
      effectiveDate: 'Please select the day they left!',
    });
    const ancient = await markLeft(manager, uma, { effectiveDate: '1899-12-31', reason: 'x' });
    expect(ancient.statusCode).toBe(400);
    expect(await head()).toBe(before);
  });

  it('refuses a Manager marking an Admin as left', async () => {
    const before = await head();
    const response = await markLeft(manager, personId('admin'), {
      effectiveDate: '2026-03-10',
      reason: 'Coup',
    });
    expect(response.statusCode).toBe(403);
    expect(await head()).toBe(before);
  });

  it('lets a Manager mark Uma as left as of yesterday, with the reason and who did it', async () => {
    const response = await markLeft(manager, uma, {
      effectiveDate: '2026-03-10',
      reason: 'Moved to another company',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: uma, status: 'left', leftOn: '2026-03-10' });

    const events = await streamEvents(t.deps.store, userStream(uma));
    expect(events.at(-1)).toEqual({
      type: 'UserStatusChanged',
      data: {
        userId: uma,
        from: 'active',
        to: 'left',
        reason: 'Moved to another company',
        effectiveDate: '2026-03-10',
      },
      actorId: personId('manager'),
    });

    const history = (await admin.get(`/api/users/${uma}/history`)).json();
    expect(history.entries.at(-1)).toMatchObject({
      kind: 'status',
      from: 'active',
      to: 'left',
      reason: 'Moved to another company',
      effectiveDate: '2026-03-10',
      actor: { id: personId('manager'), name: 'Marco Rossi' },
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('user'), password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
  });

  it('leaves Uma out of the reports from that day on, and keeps the days before', async () => {
    expect(await umaInStandupReport()).toEqual(['2026-03-09', '2026-03-06']);
    expect(await umaDays()).toEqual(['2026-03-09', '2026-03-06']);
    const lateRange = (
      await admin.get(`/api/reports/users/${uma}/days?from=2026-03-10&to=2026-03-11`)
    ).json();
    expect(lateRange).toMatchObject({ from: '2026-03-10', to: '2026-03-11', days: [] });
    const listed = (await admin.get('/api/users?status=left')).json().users as UserAdminRow[];
    expect(listed.map((user) => [user.name, user.leftOn])).toEqual([['Uma Patel', '2026-03-10']]);
  });

  it('lists Uma on every day again once she is active again', async () => {
    const response = await admin.post(`/api/users/${uma}/status`, { action: 'activate' });
    expect(response.json()).toMatchObject({ status: 'active', leftOn: null });
    expect(await umaInStandupReport()).toEqual(WORKING_DAYS);
    expect(await umaDays()).toEqual(WORKING_DAYS);
  });
});
