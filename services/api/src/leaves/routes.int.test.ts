import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_DECISION_EMAIL_JOB, LEAVE_NOTIFICATION_JOB, leaveStream } from '@teamledger/domain';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let viewer: Client;
let user: Client;
let lead: Client;
let provider: Client;
let hr: Client;
let admin: Client;
const head = () => t.deps.store.headPosition();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T08:00:00.000Z'));
  await seedPeople(t.deps);
  ({ viewer, user, lead, provider, hr, admin } = await signedInClients(t.app, [
    'viewer',
    'user',
    'lead',
    'provider',
    'hr',
    'admin',
  ]));
}, 60_000);
afterAll(() => t.close());

const sick = { leaveType: 'Sick', details: 'Flu', from: '2026-03-10', to: '2026-03-11' };

describe('POST /api/leaves', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await clientFor(t.app).post('/api/leaves', sick)).statusCode).toBe(401);
  });

  it('applies: LeaveApplied, the leave in the answer, and the HR email asked for from the log', async () => {
    const response = await user.post('/api/leaves', sick);
    expect(response.statusCode).toBe(201);
    const { leave } = response.json();
    expect(leave).toEqual({
      id: expect.any(String),
      user: { id: personId('user'), name: 'Uma Patel' },
      ...sick,
      halfDay: false,
      // Tuesday and Wednesday.
      workingDays: 2,
      appliedAt: expect.stringMatching(/^2026-03-10T08:00:/),
      status: 'pending',
      decision: null,
    });
    expect(await streamEvents(t.deps.store, leaveStream(leave.id))).toEqual([
      {
        type: 'LeaveApplied',
        data: { leaveId: leave.id, userId: personId('user'), ...sick, status: 'pending' },
        actorId: personId('user'),
      },
    ]);
    // The API enqueues nothing: the leave-notification reaction reads the LeaveApplied
    // from the log and records the job for the worker to enqueue.
    const [applied] = await t.deps.store.readStream(leaveStream(leave.id));
    await expect
      .poll(async () => {
        const { rows } = await t.deps.pool.query(
          'SELECT job_id, job_name, payload FROM reaction_jobs WHERE event_id = $1',
          [applied!.id],
        );
        return rows;
      })
      .toEqual([
        {
          job_id: `${LEAVE_NOTIFICATION_JOB}-${applied!.id}`,
          job_name: LEAVE_NOTIFICATION_JOB,
          payload: { leaveId: leave.id },
        },
      ]);
  });

  it('lets a provider user apply too', async () => {
    const response = await provider.post('/api/leaves', { ...sick, leaveType: 'Casual' });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 with field messages and appends nothing for bad input', async () => {
    const before = await head();
    const response = await user.post('/api/leaves', { leaveType: 'Vacation', details: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      leaveType: 'Leave Type is required.',
      details: 'Leave Details is required!',
      from: 'Please select the first day!',
      to: 'Please select the last day!',
    });
    const reversed = await user.post('/api/leaves', { ...sick, to: '2026-03-09' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({
      to: 'The last day cannot be before the first day.',
    });
    expect(await head()).toBe(before);
  });

  it('refuses a start more than 7 days back with 422', async () => {
    const before = await head();
    const response = await user.post('/api/leaves', {
      ...sick,
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('leave_date_window');
    expect(await head()).toBe(before);
  });

  it('appends once for a double submit with the same Idempotency-Key', async () => {
    const before = await head();
    const headers = { 'idempotency-key': 'leave-double-click-1' };
    const body = {
      ...sick,
      leaveType: 'Annual',
      details: 'Trip',
      from: '2026-04-01',
      to: '2026-04-03',
    };
    const first = await lead.post('/api/leaves', body, headers);
    const second = await lead.post('/api/leaves', body, headers);
    expect(second.json()).toEqual(first.json());
    expect(await head()).toBe(before + 1n);
  });
});

describe('GET /api/leaves', () => {
  it('lists my leaves, the latest applied first, each with the working days it charges', async () => {
    t.clock.set(new Date('2026-03-10T09:00:00.000Z'));
    // Fri 27 Mar to Tue 31 Mar: the weekend and the Company Retreat (Mon 30 Mar) are not
    // charged.
    const retreat = {
      leaveType: 'Annual',
      details: 'Long weekend',
      from: '2026-03-27',
      to: '2026-03-31',
    };
    const applied = await user.post('/api/leaves', retreat);
    expect(applied.json().leave).toMatchObject({ ...retreat, workingDays: 2 });
    const own = (await user.get(`/api/leaves?user=${personId('user')}`)).json().leaves;
    expect(
      own.map((l: { leaveType: string; from: string; to: string; workingDays: number }) => [
        l.leaveType,
        l.from,
        l.to,
        l.workingDays,
      ]),
    ).toEqual([
      ['Annual', '2026-03-27', '2026-03-31', 2],
      ['Sick', '2026-03-10', '2026-03-11', 2],
      // The demo's: applied on the day, 14 days ahead (Fri to Tue: 3), 3 days ahead.
      ['Sick', '2026-03-04', '2026-03-04', 1],
      ['Annual', '2026-01-09', '2026-01-13', 3],
      ['Casual', '2025-12-23', '2025-12-23', 1],
    ]);
    expect(own[0].appliedAt).toMatch(/^2026-03-10T09:00:/);
  });

  it("refuses a plain user another person's leaves with 403; a non-user reads one person's", async () => {
    const refused = await user.get(`/api/leaves?user=${personId('lead')}`);
    expect(refused.statusCode).toBe(403);
    const lia = (await viewer.get(`/api/leaves?user=${personId('lead')}`)).json().leaves;
    expect(lia.length).toBeGreaterThan(0);
    expect(lia.every((l: { user: { id: string } }) => l.user.id === personId('lead'))).toBe(true);
    expect((await viewer.get('/api/leaves?user=nobody')).statusCode).toBe(400);
  });

  it("shows a user their own leaves only, and non-users everyone's", async () => {
    const own = (await user.get('/api/leaves')).json().leaves;
    expect(own.every((l: { user: { id: string } }) => l.user.id === personId('user'))).toBe(true);
    expect(own.map((l: { details: string }) => l.details)).toContain('Flu');
    const all = (await viewer.get('/api/leaves')).json().leaves;
    const people = new Set(all.map((l: { user: { name: string } }) => l.user.name));
    // The demo gives every User and Viewer some leave; this file adds Pavel's and Uma's.
    expect(people).toEqual(
      new Set(['Uma Patel', 'Pavel Novak', 'Liam Carter', 'Vera Lind', 'Hira Hassan']),
    );
  });

  it('filters by overlap with from/to', async () => {
    const april = (await viewer.get('/api/leaves?from=2026-04-02&to=2026-04-30')).json().leaves;
    expect(april.map((l: { details: string }) => l.details)).toEqual(['Trip']);
    expect((await viewer.get('/api/leaves?from=soon')).statusCode).toBe(400);
  });
});

describe('GET /api/leaves/days', () => {
  it('refuses anonymous callers with 401', async () => {
    const anonymous = clientFor(t.app);
    expect((await anonymous.get('/api/leaves/days?from=2026-03-09&to=2026-03-10')).statusCode).toBe(
      401,
    );
  });

  it('gives the holidays and the days I logged hours or posted a standup, oldest first', async () => {
    // The demo's Uma: Wed 25 Feb to Wed 4 Mar, with Founders Day on Thu 26 Feb, the weekend,
    // and her sick day on Wed 4 Mar.
    const days = (await user.get('/api/leaves/days?from=2026-02-25&to=2026-03-04')).json();
    expect(days.from).toBe('2026-02-25');
    expect(days.to).toBe('2026-03-04');
    expect(days.holidays).toEqual(['2026-02-26']);
    expect(days.worked).toEqual([
      { date: '2026-02-25', hoursLogged: 7.5, standup: true },
      { date: '2026-02-27', hoursLogged: 8.5, standup: true },
      { date: '2026-03-02', hoursLogged: 9, standup: true },
      { date: '2026-03-03', hoursLogged: 8, standup: true },
    ]);
    // Days ahead: the Company Retreat, and nothing worked yet.
    expect((await user.get('/api/leaves/days?from=2026-03-27&to=2026-03-31')).json()).toEqual({
      from: '2026-03-27',
      to: '2026-03-31',
      holidays: ['2026-03-30'],
      worked: [],
      balance: null,
    });
    // With a type, what the leave would leave: Fri 27 and Tue 31 Mar, Mon 30 being a holiday.
    const withType = await user.get(
      '/api/leaves/days?from=2026-03-27&to=2026-03-31&leaveType=Casual',
    );
    expect(withType.json().balance).toEqual({
      leaveType: 'Casual',
      years: [{ year: 2026, available: 6, charge: 2, after: 4 }],
      allowed: true,
    });
  });

  it('answers 400 with a message on the field for a missing, reversed or too long range', async () => {
    const fields = async (query: string) => {
      const response = await user.get(`/api/leaves/days${query}`);
      expect(response.statusCode).toBe(400);
      return response.json().error.fields;
    };
    expect(await fields('?to=2026-03-10')).toEqual({ from: 'Please select the first day!' });
    expect(await fields('?from=2026-03-10')).toEqual({ to: 'Please select the last day!' });
    expect(await fields('?from=2026-03-10&to=2026-03-09')).toEqual({
      to: 'The last day cannot be before the first day.',
    });
    expect(await fields('?from=2026-03-10&to=2026-04-10')).toEqual({
      to: 'One application covers at most 31 days.',
    });
    expect(await fields('?from=&to=2026-03-10')).toEqual({ from: 'Please select the first day!' });
  });
});

describe('the approval workflow', () => {
  const trip = { leaveType: 'Annual', details: 'Trip', from: '2026-05-04', to: '2026-05-05' };
  const apply = async (client: Client, body: object) => {
    const response = await client.post('/api/leaves', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().leave.id as string;
  };
  const approvalIds = async (client: Client) =>
    (await client.get('/api/leaves/approvals')).json().leaves.map((l: { id: string }) => l.id);

  it("lists a pending leave for Uma's Lead 1 and HR, not for Uma or a viewer", async () => {
    t.clock.set(new Date('2026-03-10T10:00:00.000Z'));
    const id = await apply(user, trip);
    expect(await approvalIds(lead)).toContain(id);
    expect(await approvalIds(hr)).toContain(id);
    expect(await approvalIds(admin)).toContain(id);
    expect(await approvalIds(user)).not.toContain(id);
    expect(await approvalIds(viewer)).not.toContain(id);
  });

  it('approves by Lead 1 with a note: the leave says who, when and why, and leaves the list', async () => {
    const id = await apply(user, { ...trip, from: '2026-05-11', to: '2026-05-11' });
    const before = await head();
    expect((await user.post(`/api/leaves/${id}/approve`, {})).statusCode).toBe(403);
    expect((await viewer.post(`/api/leaves/${id}/approve`, {})).statusCode).toBe(403);
    expect(await head()).toBe(before);
    const approved = await lead.post(`/api/leaves/${id}/approve`, { note: 'Enjoy' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().leave).toMatchObject({
      status: 'approved',
      decision: { by: { id: personId('lead') }, note: 'Enjoy' },
    });
    expect(await approvalIds(hr)).not.toContain(id);
    const again = await hr.post(`/api/leaves/${id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This leave is approved already.');
    // The applicant is emailed, from the log.
    const [, step] = await t.deps.store.readStream(leaveStream(id));
    await expect
      .poll(async () => {
        const { rows } = await t.deps.pool.query(
          'SELECT job_name FROM reaction_jobs WHERE event_id = $1',
          [step!.id],
        );
        return rows;
      })
      .toEqual([{ job_name: LEAVE_DECISION_EMAIL_JOB }]);
  });

  it('rejects only with a note, and never appends for a refused one', async () => {
    const id = await apply(user, { ...trip, from: '2026-05-12', to: '2026-05-12' });
    const before = await head();
    const bare = await hr.post(`/api/leaves/${id}/reject`, { note: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ note: 'Say why the leave is rejected.' });
    expect((await hr.post(`/api/leaves/${id}/reject`, { note: 'a\u0000b' })).statusCode).toBe(400);
    expect(await head()).toBe(before);
    const rejected = await hr.post(`/api/leaves/${id}/reject`, { note: 'Release week' });
    expect(rejected.json().leave).toMatchObject({
      status: 'rejected',
      decision: { by: { id: personId('hr') }, note: 'Release week' },
    });
  });

  it('is withdrawn by its applicant without a reason, and its days are free again', async () => {
    const id = await apply(user, { ...trip, from: '2026-05-13', to: '2026-05-13' });
    const withdrawn = await user.post(`/api/leaves/${id}/cancel`, {});
    expect(withdrawn.json().leave).toMatchObject({ status: 'cancelled', decision: { note: '' } });
    await apply(user, { ...trip, from: '2026-05-13', to: '2026-05-13' });
  });

  it('refuses a leave over days an open leave covers, naming it', async () => {
    const response = await user.post('/api/leaves', {
      ...trip,
      from: '2026-05-05',
      to: '2026-05-06',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'You already have a pending leave from May 4, 2026 to May 5, 2026: cancel it first, or choose other days.',
    );
  });

  it('lets the applicant cancel only before the first day; HR at any time with a reason', async () => {
    t.clock.set(new Date('2026-03-10T11:00:00.000Z'));
    const id = await apply(provider, { ...trip, from: '2026-03-12', to: '2026-03-12' });
    expect((await hr.post(`/api/leaves/${id}/approve`, {})).statusCode).toBe(200);
    t.clock.set(new Date('2026-03-12T09:00:00.000Z'));
    const late = await provider.post(`/api/leaves/${id}/cancel`, {});
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('leave_started');
    expect((await hr.post(`/api/leaves/${id}/cancel`, { reason: '' })).statusCode).toBe(400);
    const cancelled = await hr.post(`/api/leaves/${id}/cancel`, { reason: 'Came in' });
    expect(cancelled.json().leave).toMatchObject({
      status: 'cancelled',
      decision: { note: 'Came in' },
    });
    expect((await lead.post(`/api/leaves/${id}/cancel`, { reason: 'x' })).statusCode).toBe(403);
    t.clock.set(new Date('2026-03-10T11:00:00.000Z'));
  });

  it('decides several at once, each answering its own outcome', async () => {
    const first = await apply(user, { ...trip, from: '2026-05-18', to: '2026-05-18' });
    const second = await apply(user, { ...trip, from: '2026-05-19', to: '2026-05-19' });
    await hr.post(`/api/leaves/${second}/approve`, {});
    const response = await lead.post('/api/leaves/decide', {
      leaveIds: [first, second],
      decision: 'approve',
    });
    expect(response.json()).toEqual({
      results: [
        { leaveId: first, ok: true, message: null },
        { leaveId: second, ok: false, message: 'This leave is approved already.' },
      ],
    });
    expect(
      (await lead.post('/api/leaves/decide', { leaveIds: [], decision: 'approve' })).statusCode,
    ).toBe(400);
  });

  it('answers 404 for a leave that does not exist and 400 for a bad id', async () => {
    expect(
      (await hr.post('/api/leaves/00000000-0000-4000-8000-000000000000/approve', {})).statusCode,
    ).toBe(404);
    expect((await hr.post('/api/leaves/nope/approve', {})).statusCode).toBe(400);
  });
});

describe('GET /api/leaves/calendar', () => {
  const day = async (client: Client, month: string, date: string) => {
    const response = await client.get(`/api/leaves/calendar?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().days.find((d: { date: string }) => d.date === date) as {
      holiday: string | null;
      weekend: string | null;
      away: { user: { name: string }; leaveType: string; status: string }[];
    };
  };
  const names = (d: { away: { user: { name: string }; status: string }[] }) =>
    d.away.filter((a) => a.user.name === 'Uma Patel').map((a) => a.status);

  it('shows pending and approved leave, never rejected, to the applicant, her lead and HR', async () => {
    for (const client of [user, lead, hr, viewer]) {
      expect(names(await day(client, '2026-05', '2026-05-04'))).toEqual(['pending']);
      expect(names(await day(client, '2026-05', '2026-05-11'))).toEqual(['approved']);
      expect(names(await day(client, '2026-05', '2026-05-12'))).toEqual([]);
    }
  });

  it('marks holidays and weekends, and takes the company month by default', async () => {
    expect(await day(viewer, '2026-03', '2026-03-30')).toMatchObject({
      holiday: 'Company Retreat',
      away: [],
    });
    expect((await day(viewer, '2026-03', '2026-03-29')).weekend).toBe('Sunday');
    const current = (await viewer.get('/api/leaves/calendar')).json();
    expect(current.month).toBe('2026-03');
    expect(current.days).toHaveLength(31);
    expect((await viewer.get('/api/leaves/calendar?month=2026-13')).statusCode).toBe(400);
  });
});

describe('GET /api/leaves as CSV', () => {
  it('downloads my leaves as Leaves.csv with ISO dates, status and who decided', async () => {
    const response = await user.get(`/api/leaves?from=2026-05-11&to=2026-05-11`, {
      accept: 'text/csv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Leaves.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Sr#,Name,Leave Type,First day,Last day,Working days,Status,Decided by,Decided at,Note,Leave Details,Applied at',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^1,Uma Patel,Annual,2026-05-11,2026-05-11,1,approved,Liam Carter,"Mar 10, 2026, \d+:\d\d [AP]M",Enjoy,Trip,"Mar 10, 2026, \d+:\d\d [AP]M"$/,
      ),
    ]);
  });
});

describe('private calendar feeds', () => {
  const tokenOf = (url: string) => url.split('/api/calendar/')[1]!;
  const events = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.summary, event.startDate.toString(), event.endDate.toString()];
    });

  it('serves my approved leave and the holidays to anyone holding the address, parsed back by ical.js', async () => {
    const made = await user.post('/api/leaves/feeds/mine', {});
    expect(made.statusCode, made.body).toBe(200);
    const { url } = made.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
    const feed = await clientFor(t.app).get(`/api/calendar/${tokenOf(url)}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const all = events(feed.body);
    // Approved on May 11 (Lead 1) and May 18 and 19 (in bulk); the pending and rejected ones not.
    expect(all.filter(([summary]) => summary === 'Uma Patel: Annual leave')).toEqual(
      expect.arrayContaining([
        ['Uma Patel: Annual leave', '2026-05-11', '2026-05-12'],
        ['Uma Patel: Annual leave', '2026-05-18', '2026-05-19'],
        ['Uma Patel: Annual leave', '2026-05-19', '2026-05-20'],
      ]),
    );
    expect(all.some(([, start]) => start === '2026-05-04' || start === '2026-05-12')).toBe(false);
    expect(all).toContainEqual(['Holiday: Company Retreat', '2026-03-30', '2026-03-31']);
    expect((await user.get('/api/leaves/feeds')).json()).toEqual({
      mine: expect.any(String),
      team: null,
    });
  });

  it('turns the old address off when a new one is made, and on request; refuses forged ones', async () => {
    const first = tokenOf((await user.post('/api/leaves/feeds/mine', {})).json().url);
    const second = tokenOf((await user.post('/api/leaves/feeds/mine', {})).json().url);
    const anonymous = clientFor(t.app);
    expect((await anonymous.get(`/api/calendar/${first}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/calendar/${second}`)).statusCode).toBe(200);
    expect((await user.delete('/api/leaves/feeds/mine')).statusCode).toBe(204);
    expect((await anonymous.get(`/api/calendar/${second}`)).statusCode).toBe(404);
    expect((await anonymous.get('/api/calendar/not-a-token')).statusCode).toBe(400);
    expect((await anonymous.post('/api/leaves/feeds/mine', {})).statusCode).toBe(401);
    expect((await user.post('/api/leaves/feeds/everyone', {})).statusCode).toBe(400);
  });

  it("gives a lead's team address the approved leave of the people they lead", async () => {
    const { url } = (await lead.post('/api/leaves/feeds/team', {})).json();
    const all = events((await clientFor(t.app).get(`/api/calendar/${tokenOf(url)}`)).body);
    expect(all).toContainEqual(['Uma Patel: Annual leave', '2026-05-11', '2026-05-12']);
  });
});
