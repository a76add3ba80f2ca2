import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  timesheetDecider,
  timesheetStream,
  worklogDayStream,
  worklogDecider,
} from '@teamledger/domain';
import { executeCommand } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople, type PersonKey } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The demo is seeded on 2026-03-11 (UTC). Uma ('user', Lead 1: Liam, 'lead') logs week
// 2026-W38, Monday 14 to Sunday 20 September: 8 hours Monday to Thursday and 6.5 on Friday,
// 38.5 in all. The tests run on Monday 21 September, 10:00 UTC.
let t: TestApp;
const uma = personId('user');
const platform = demoWorkspaceId('platform');
const WEEK = '2026-W38';
const head = () => t.deps.store.headPosition();
const at = (instant: string) => t.clock.set(new Date(instant));
const as = async (key: PersonKey): Promise<Client> => (await signedInClients(t.app, [key]))[key];
const url = (step: string, period = WEEK, userId = uma) =>
  `/api/users/${userId}/timesheets/${period}/${step}`;

const log = (client: Client, date: string, hours: number, title = 'Reports') =>
  client.post('/api/worklogs', {
    workspaceId: platform,
    milestoneId: null,
    title,
    details: 'Work',
    hours,
    date,
  });
const view = async (client: Client, query = `period=${WEEK}`, userId = uma) => {
  const response = await client.get(`/api/users/${userId}/timesheet?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** A request refused with `status`, appending nothing. */
async function refused(
  request: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) {
  const before = await head();
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(await head()).toBe(before);
  return JSON.parse(response.body) as { error: { code: string; message: string } };
}

const APPROVED_LOCK =
  'Week 2026-W38 of Uma Patel was approved on Sep 21, 2026 and is locked; only an Admin can reopen it.';
let friday: string;
let thursday: string;
let nextMonday: string;

beforeAll(async () => {
  t = await createTestApp();
  at('2026-03-11T16:00:00.000Z');
  await seedPeople(t.deps);
  at('2026-09-21T10:00:00.000Z');
  const user = await as('user');
  for (const date of ['2026-09-14', '2026-09-15', '2026-09-16']) {
    expect((await log(user, date, 8)).statusCode).toBe(201);
  }
  thursday = (await log(user, '2026-09-17', 8)).json().worklog.id;
  friday = (await log(user, '2026-09-18', 6.5)).json().worklog.id;
  nextMonday = (await log(user, '2026-09-21', 2, 'Next week')).json().worklog.id;
}, 60_000);
afterAll(() => t.close());

describe('My timesheet', () => {
  it('shows the week holding a day (Settings: weeks), its days, entries and total, open', async () => {
    const user = await as('user');
    const week = await view(user, 'date=2026-09-16');
    expect(week.period).toEqual({
      key: WEEK,
      kind: 'week',
      from: '2026-09-14',
      to: '2026-09-20',
      label: 'Week 2026-W38',
    });
    expect(week.status).toBe('open');
    expect(week.lock).toBeNull();
    expect(week.reminded).toEqual([]);
    expect(week.current.total).toBe(38.5);
    expect(week.current.days.map((day: { hours: number }) => day.hours)).toEqual([
      8, 8, 8, 8, 6.5, 0, 0,
    ]);
    // What her working time expects of each day: the Overtime report's figures.
    expect(
      week.current.days.map((day: { expected: number; expectedReason: string }) => [
        day.expected,
        day.expectedReason,
      ]),
    ).toEqual([
      [8, 'contract'],
      [8, 'contract'],
      [8, 'contract'],
      [8, 'contract'],
      [8, 'contract'],
      [0, 'contract'],
      [0, 'contract'],
    ]);
    expect(week.current.expected).toBe(40);
    expect(week.current.days[4].entries).toEqual([
      { id: friday, title: 'Reports', workspace: 'Platform Core', hours: 6.5, synced: false },
    ]);
    expect(week.actions).toEqual({
      submit: true,
      withdraw: false,
      decide: false,
      reopen: false,
      grace: false,
    });
  });

  it('is read by the person, their lead, HR and non-users; anyone else gets 403', async () => {
    expect((await view(await as('lead'))).actions.decide).toBe(false); // nothing submitted yet
    await view(await as('hr'));
    await view(await as('viewer'));
    expect((await (await as('provider')).get(`/api/users/${uma}/timesheet`)).statusCode).toBe(403);
    expect((await clientFor(t.app).get(`/api/users/${uma}/timesheet`)).statusCode).toBe(401);
  });

  it('says when the person was reminded to submit it (the worker records the emails)', async () => {
    const period = '2026-W36';
    for (const [reminder, on] of [
      ['ended', '2026-09-07'],
      ['lastCall', '2026-09-09'],
    ] as const) {
      await executeCommand(
        t.deps.store,
        timesheetStream(uma, period),
        timesheetDecider,
        {
          type: 'RecordTimesheetReminderEmail',
          data: {
            userId: uma,
            period,
            from: '2026-08-31',
            to: '2026-09-06',
            reminder,
            on,
            hours: 0,
            email: 'user@northwind.test',
            at: `${on}T09:00:00.000Z`,
          },
        },
        { actorId: null, at: new Date(`${on}T09:00:00.000Z`), correlationId: on, source: 'system' },
      );
    }
    await t.deps.watcher.waitFor(await head(), { timeoutMs: 10_000 });
    const week = await view(await as('user'), `period=${period}`);
    expect(week.status).toBe('open');
    expect(week.reminded).toEqual([
      { reminder: 'ended', on: '2026-09-07' },
      { reminder: 'lastCall', on: '2026-09-09' },
    ]);
    expect(week.actions.submit).toBe(true);
  });

  it('refuses a period that is not a week or a month with 400', async () => {
    const user = await as('user');
    expect((await user.get(`/api/users/${uma}/timesheet?period=2026-W99`)).statusCode).toBe(400);
    await refused(() => user.post(url('submit', '2026-13')), 400);
    await refused(() => user.post(url('submit'), { extra: true }), 400);
  });
});

describe('submit -> reject -> fix -> approve -> locked -> reopen', () => {
  it('is submitted by the person only; the submitted week is locked for her changes', async () => {
    await refused(async () => (await as('lead')).post(url('submit')), 403);
    const user = await as('user');
    const submitted = await user.post(url('submit'));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual({
      userId: uma,
      period: WEEK,
      status: 'submitted',
      revision: 1,
    });
    const events = await streamEvents(t.deps.store, timesheetStream(uma, WEEK));
    expect(events.map((event) => [event.type, event.data.total])).toEqual([
      ['TimesheetSubmitted', 38.5],
    ]);
    const error = await refused(() => log(user, '2026-09-18', 1), 422);
    expect(error.error).toMatchObject({
      code: 'timesheet_locked',
      message:
        'Week 2026-W38 of Uma Patel was submitted on Sep 21, 2026 and waits for approval: it is locked until it is approved, rejected or withdrawn.',
    });
    await refused(() => user.post(url('submit')), 409);
  });

  it('is decided only by Lead 1, HR or an Admin; others get 403 and nothing is appended', async () => {
    await refused(async () => (await as('provider')).post(url('approve'), {}), 403);
    await refused(async () => (await as('viewer')).post(url('approve'), {}), 403);
    await refused(async () => (await as('user')).post(url('approve'), {}), 403);
    await refused(async () => (await as('viewer')).post(url('reject'), { note: 'No' }), 403);
  });

  it('is rejected by Lead 1 only with a note, and open again for her', async () => {
    const lead = await as('lead');
    expect((await view(lead)).actions.decide).toBe(true);
    await refused(() => lead.post(url('reject'), { note: '   ' }), 400);
    await refused(() => lead.post(url('reject'), {}), 400);
    const rejected = await lead.post(url('reject'), { note: 'Friday is short' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    const week = await view(await as('user'));
    expect(week.rejection).toEqual({
      note: 'Friday is short',
      on: '2026-09-21',
      by: { id: personId('lead'), name: 'Liam Carter' },
    });
    expect(week.lock).toBeNull();
  });

  it('is fixed, submitted again as revision 2 and approved in bulk with the hours kept', async () => {
    const user = await as('user');
    expect((await log(user, '2026-09-18', 1.5, 'Review')).statusCode).toBe(201);
    expect((await user.post(url('submit'))).json()).toMatchObject({ revision: 2 });
    const lead = await as('lead');
    const approvals = await lead.get('/api/timesheets/approvals');
    expect(approvals.statusCode).toBe(200);
    expect(approvals.json().periods).toEqual([
      expect.objectContaining({
        user: { id: uma, name: 'Uma Patel' },
        status: 'submitted',
        currentTotal: 40,
        approved: null,
      }),
    ]);
    // Someone who decides nobody's timesheets sees none.
    expect((await (await as('provider')).get('/api/timesheets/approvals')).json()).toEqual({
      periods: [],
    });
    const decided = await lead.post('/api/timesheets/decide', {
      decision: 'approve',
      note: '',
      periods: [{ userId: uma, period: WEEK }],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({
      results: [{ userId: uma, period: WEEK, ok: true, message: null }],
    });
    const approved = (await streamEvents(t.deps.store, timesheetStream(uma, WEEK))).at(-1)!;
    expect(approved.type).toBe('TimesheetApproved');
    expect(approved.data).toMatchObject({ revision: 2, total: 40, by: personId('lead') });
    expect(approved.data.days).toEqual([
      { date: '2026-09-14', hours: 8 },
      { date: '2026-09-15', hours: 8 },
      { date: '2026-09-16', hours: 8 },
      { date: '2026-09-17', hours: 8 },
      { date: '2026-09-18', hours: 8 },
      { date: '2026-09-19', hours: 0 },
      { date: '2026-09-20', hours: 0 },
    ]);
  });

  it('refuses logging, correcting, deleting and moving hours into or out of the week, an Admin’s too', async () => {
    const user = await as('user');
    const admin = await as('admin');
    expect((await view(user)).lock).toBe(APPROVED_LOCK);
    const locked = async (request: () => Promise<{ statusCode: number; body: string }>) =>
      expect((await refused(request, 422)).error).toEqual({
        code: 'timesheet_locked',
        message: APPROVED_LOCK,
        fields: { date: APPROVED_LOCK },
      });
    const entry = {
      workspaceId: platform,
      milestoneId: null,
      title: 'Reports',
      details: 'Work',
      reason: 'Typo',
    };
    await locked(() => log(user, '2026-09-16', 1));
    await locked(() =>
      user.put(`/api/worklogs/${thursday}`, { ...entry, hours: 7, date: '2026-09-17' }),
    );
    await locked(() => admin.post(`/api/worklogs/${thursday}/delete`, { reason: 'Typo' }));
    // Out of the week, and into it from the next.
    await locked(() =>
      admin.put(`/api/worklogs/${thursday}`, { ...entry, hours: 8, date: '2026-09-21' }),
    );
    await locked(() =>
      user.put(`/api/worklogs/${nextMonday}`, {
        ...entry,
        title: 'Next week',
        hours: 2,
        date: '2026-09-18',
      }),
    );
    // Task Logs name the lock beside each entry of the week, which nobody may correct now.
    const entries = (
      await user.get(`/api/users/${uma}/worklogs?from=2026-09-17&to=2026-09-21`)
    ).json().entries as { date: string; lock: string | null; correctable: boolean }[];
    expect(
      entries
        .map((row) => [row.date, row.lock, row.correctable])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['2026-09-17', APPROVED_LOCK, false],
      ['2026-09-18', APPROVED_LOCK, false],
      ['2026-09-18', APPROVED_LOCK, false],
      ['2026-09-21', null, true],
    ]);
    // The next week is not locked.
    expect((await log(user, '2026-09-21', 1)).statusCode).toBe(201);
  });

  it('is reopened by an Admin with a reason; a correction makes a revision that needs approval again', async () => {
    await refused(async () => (await as('manager')).post(url('reopen'), { reason: 'Fix' }), 403);
    await refused(async () => (await as('admin')).post(url('reopen'), { reason: ' ' }), 400);
    const admin = await as('admin');
    const reopened = await admin.post(url('reopen'), { reason: 'Thursday went to Mobile' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('reopened');
    const corrected = await admin.put(`/api/worklogs/${thursday}`, {
      workspaceId: platform,
      milestoneId: null,
      title: 'Reports',
      details: 'Work',
      hours: 6,
      date: '2026-09-17',
      reason: 'Two hours were Mobile’s',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const user = await as('user');
    expect((await user.post(url('submit'))).json()).toMatchObject({ revision: 3 });
    const week = await view(user);
    // "approved 40 h on Sep 21; now 38 h, awaiting approval"
    expect(week.approved).toMatchObject({ revision: 2, total: 40, on: '2026-09-21' });
    expect(week.submitted).toMatchObject({ revision: 3, total: 38 });
    expect(week.status).toBe('submitted');
    const waiting = (await (await as('lead')).get('/api/timesheets/approvals')).json().periods;
    expect(waiting[0].changes).toEqual([{ date: '2026-09-17', approved: 8, current: 6 }]);
    // HR approves it too (Settings' approver is Lead 1; HR always may).
    expect((await (await as('hr')).post(url('approve'), {})).json()).toMatchObject({
      status: 'approved',
      revision: 3,
    });
  });

  it('still records hours the provider sync brings into the locked week, and waits for approval again', async () => {
    await executeCommand(
      t.deps.store,
      worklogDayStream(uma, '2026-09-19'),
      worklogDecider,
      {
        type: 'RecordSyncedHours',
        data: {
          worklogId: newId(),
          userId: uma,
          workspaceId: platform,
          milestoneId: null,
          title: 'Synced',
          details: 'Ticket',
          hours: 2,
          date: '2026-09-19',
          loggedAt: null,
          ticket: { number: 7, url: 'https://provider.test/7' },
        },
      },
      { actorId: null, at: t.clock.now(), correlationId: 'sync', source: 'provider' },
    );
    await t.deps.watcher.waitFor(await head(), { timeoutMs: 10_000 });
    const lead = await as('lead');
    const week = await view(lead);
    expect(week.status).toBe('approved');
    expect(week.changedSinceApproval).toBe(true);
    expect(week.actions.decide).toBe(true);
    const waiting = (await lead.get('/api/timesheets/approvals')).json().periods;
    expect(waiting.map((period: { changes: unknown }) => period.changes)).toEqual([
      [{ date: '2026-09-19', approved: 0, current: 2 }],
    ]);
    // The TimeSheet report shows her hours now and as approved: 38 + 2 synced, 38 approved.
    const report = async () =>
      (
        await lead.get(
          `/api/reports/timesheet?from=2026-09-14&to=2026-09-20&users=${uma}&figures=approved`,
        )
      ).json().approval;
    expect(await report()).toEqual([
      { user: { id: uma, name: 'Uma Patel' }, currentHours: 40, approvedHours: 38 },
    ]);
    expect((await lead.post(url('approve'), {})).json()).toMatchObject({ revision: 4 });
    expect(await report()).toEqual([
      { user: { id: uma, name: 'Uma Patel' }, currentHours: 40, approvedHours: 40 },
    ]);
    expect((await lead.get('/api/timesheets/approvals')).json().periods).toEqual([]);
  });
});

describe('a grace period', () => {
  it('is granted by the approver until a day, not by the person', async () => {
    const period = '2026-W37';
    await refused(
      async () => (await as('user')).post(url('grace', period), { until: '2026-09-25' }),
      403,
    );
    await refused(
      async () => (await as('lead')).post(url('grace', period), { until: '2026-09-01' }),
      400,
    );
    const granted = await (await as('lead')).post(url('grace', period), { until: '2026-09-25' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await view(await as('user'), `period=${period}`)).graceUntil).toBe('2026-09-25');
  });
});
