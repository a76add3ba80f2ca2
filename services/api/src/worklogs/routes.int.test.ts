import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_A_MEMBER_MESSAGE,
  PROVIDER_USER_MESSAGE,
  userDecider,
  userStream,
  worklogDayStream,
  worklogDecider,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Wednesday 2026-03-11, 16:00 UTC. The demo seed has logged hours for Uma on the working
// days before; the admin has none. Uma works on Platform Core and Mobile App; the admin is
// placed on all three workspaces here, so both can log on the ones these tests use.
let t: TestApp;
let admin: Client;
let user: Client;
let provider: Client;
const head = () => t.deps.store.headPosition();
/** What a person's day stream holds in all: the total the 24-hour rule decides on. */
const hoursOn = async (userId: string, date: string) =>
  foldStream(worklogDecider, await t.deps.store.readStream(worklogDayStream(userId, date))).hours;
/** The entry's HoursLogged, from the stream of its person and day. */
const logged = async (userId: string, date: string, worklogId: string) =>
  (await t.deps.store.readStream(worklogDayStream(userId, date))).find(
    (event) => worklogDecider.parse(event).data.worklogId === worklogId,
  );
const mobile = demoWorkspaceId('mobile');
const platform = demoWorkspaceId('platform');
const hq = demoWorkspaceId('hq');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T16:00:00.000Z'));
  await seedPeople(t.deps);
  await executeCommand(
    t.deps.store,
    userStream(personId('admin')),
    userDecider,
    { type: 'UpdateUser', data: { changes: { workspaceIds: [hq, platform, mobile] } } },
    { actorId: null, at: t.clock.now(), correlationId: newId(), source: 'system' },
  );
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
  ({ admin, user, provider } = await signedInClients(t.app, ['admin', 'user', 'provider']));
}, 60_000);
afterAll(() => t.close());

const entry = {
  workspaceId: platform,
  milestoneId: null,
  title: 'Reports',
  details: 'CSV',
  hours: 2,
};

const openMilestones = async () =>
  (await user.get(`/api/workspaces/${mobile}/milestones`)).json().milestones as {
    id: string;
    title: string;
  }[];

describe('POST /api/worklogs', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await clientFor(t.app).post('/api/worklogs', entry)).statusCode).toBe(401);
  });

  it('refuses a provider user with 403 and a clear message, appending nothing', async () => {
    const before = await head();
    const response = await provider.post('/api/worklogs', entry);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'provider_user',
      message: PROVIDER_USER_MESSAGE,
    });
    expect(await head()).toBe(before);
  });

  it('logs hours for today: HoursLogged with source web, the day summary updated at once', async () => {
    const [milestone] = await openMilestones();
    const response = await admin.post('/api/worklogs', {
      ...entry,
      workspaceId: mobile,
      milestoneId: milestone!.id,
      hours: 3.25,
    });
    expect(response.statusCode).toBe(201);
    const { worklog } = response.json();
    expect(worklog).toEqual({
      id: expect.any(String),
      date: '2026-03-11',
      hours: 3.25,
      title: 'Reports',
    });
    const event = await logged(personId('admin'), '2026-03-11', worklog.id);
    expect(event).toMatchObject({
      type: 'HoursLogged',
      data: {
        worklogId: worklog.id,
        userId: personId('admin'),
        workspaceId: mobile,
        milestoneId: milestone!.id,
        title: 'Reports',
        details: 'CSV',
        hours: 3.25,
        date: '2026-03-11',
        loggedAt: expect.stringMatching(/^2026-03-11T16:00:/),
      },
      metadata: { source: 'web', actorId: personId('admin') },
    });
    expect(await hoursOn(personId('admin'), '2026-03-11')).toBe(3.25);
    const detail = (await admin.get(`/api/milestones/${milestone!.id}`)).json();
    expect(detail.tasks).toContainEqual({
      id: worklog.id,
      title: 'Reports',
      details: 'CSV',
      hours: 3.25,
      date: '2026-03-11',
      user: { id: personId('admin'), name: 'Amina Qureshi' },
    });
  });

  it('answers 400 with field messages and appends nothing for bad input', async () => {
    const before = await head();
    const response = await user.post('/api/worklogs', { title: '', details: ' ', hours: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      workspaceId: 'Workspace is required.',
      milestoneId: 'Milestone is required.',
      title: 'Task Title is required!',
      details: 'Task Details is required!',
      hours: 'Total Hours Spent must be more than 0 and at most 12',
    });
    const tooMany = await user.post('/api/worklogs', { ...entry, hours: 12.5 });
    expect(tooMany.json().error.fields).toEqual({
      hours: 'Total Hours Spent must be more than 0 and at most 12',
    });
    const notNumber = await user.post('/api/worklogs', { ...entry, hours: '2' });
    expect(notNumber.statusCode).toBe(400);
    expect(await head()).toBe(before);
  });

  it('logs up to 7 days back, and refuses 8 days back or tomorrow with 422', async () => {
    const back = await admin.post('/api/worklogs', { ...entry, date: '2026-03-04' });
    expect(back.statusCode).toBe(201);
    const event = await logged(personId('admin'), '2026-03-04', back.json().worklog.id);
    expect(event?.data).toMatchObject({ date: '2026-03-04', loggedAt: null });
    const before = await head();
    for (const date of ['2026-03-03', '2026-03-12']) {
      const response = await admin.post('/api/worklogs', { ...entry, date });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({
        code: 'worklog_date_window',
        message: 'Hours can be logged for today and up to 7 days back.',
        // The form shows a refusal under the field it blames.
        fields: { date: 'Hours can be logged for today and up to 7 days back.' },
      });
    }
    expect(await head()).toBe(before);
  });

  it('refuses a 25th hour on a day with 422, counting hours logged earlier', async () => {
    const seeded = await hoursOn(personId('user'), '2026-03-10');
    expect(seeded).toBeGreaterThan(0);
    let logged = seeded;
    while (logged + 12 <= 24) {
      expect(
        (await user.post('/api/worklogs', { ...entry, date: '2026-03-10', hours: 12 })).statusCode,
      ).toBe(201);
      logged += 12;
    }
    const left = Math.round((24 - logged) * 100) / 100;
    const before = await head();
    const over = await user.post('/api/worklogs', {
      ...entry,
      date: '2026-03-10',
      hours: left + 0.25,
    });
    expect(over.statusCode).toBe(422);
    const dayFull = `A day cannot have more than 24 hours logged: ${logged} hours are logged for 2026-03-10 already.`;
    expect(over.json().error).toEqual({
      code: 'day_hours_limit',
      message: dayFull,
      fields: { hours: dayFull },
    });
    expect(await head()).toBe(before);
    if (left > 0) {
      const exact = await user.post('/api/worklogs', { ...entry, date: '2026-03-10', hours: left });
      expect(exact.statusCode).toBe(201);
    }
    expect(await hoursOn(personId('user'), '2026-03-10')).toBe(24);
  });

  it('refuses an unknown workspace, or a milestone of another workspace, with 422', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const noSpace = await admin.post('/api/worklogs', { ...entry, workspaceId: unknown });
    expect(noSpace.statusCode).toBe(422);
    expect(noSpace.json().error.code).toBe('workspace_unknown');
    const [milestone] = await openMilestones();
    const elsewhere = await admin.post('/api/worklogs', {
      ...entry,
      workspaceId: platform,
      milestoneId: milestone!.id,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.code).toBe('milestone_unknown');
  });

  it('refuses a workspace the person is not a member of with 422, appending nothing', async () => {
    const before = await head();
    const response = await user.post('/api/worklogs', { ...entry, workspaceId: hq });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'not_workspace_member',
      message: NOT_A_MEMBER_MESSAGE,
      fields: { workspaceId: NOT_A_MEMBER_MESSAGE },
    });
    expect(NOT_A_MEMBER_MESSAGE).toBe(
      'You are not a member of this WorkSpace. Log hours on one of your own WorkSpaces.',
    );
    expect(await head()).toBe(before);
    expect((await user.post('/api/worklogs', { ...entry, workspaceId: mobile })).statusCode).toBe(
      201,
    );
  });

  it('appends once for a double submit with the same Idempotency-Key', async () => {
    const before = await head();
    const headers = { 'idempotency-key': 'worklog-double-click-1' };
    const [first, second] = await Promise.all([
      admin.post('/api/worklogs', entry, headers),
      admin.post('/api/worklogs', entry, headers),
    ]);
    expect(second.json()).toEqual(first.json());
    expect(await head()).toBe(before + 1n);
    const events = await streamEvents(
      t.deps.store,
      worklogDayStream(personId('admin'), '2026-03-11'),
    );
    expect(events.filter((event) => event.data.worklogId === first.json().worklog.id)).toHaveLength(
      1,
    );
  });
});

describe('the hours on Task Logs', () => {
  it("shows today's standup and logs on the person's own report", async () => {
    await admin.post('/api/standups', { yesterday: 'a', today: 'b', roadblocks: 'c' });
    const report = (await admin.get(`/api/reports/users/${personId('admin')}/days`)).json();
    // 3.25 hours on a milestone and 2 from the double submit, both today.
    expect(report.days[0]).toMatchObject({
      date: '2026-03-11',
      label: 'In progress', // today: 5.25 h so far
      hoursLogged: 5.25,
      firstStandupAt: expect.stringMatching(/^2026-03-11T16:00:/),
      lastLogAt: expect.stringMatching(/^2026-03-11T16:00:/),
      hoursAvailable: 0,
    });
  });
});
