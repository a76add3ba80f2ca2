import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayStream } from '@teamledger/domain';
import {
  clientFor,
  csvLines,
  signedInClients,
  streamEvents,
  type Client,
} from '../test-support/client.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let viewer: Client;
let user: Client;
const head = () => t.deps.store.headPosition();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T10:00:00Z')); // a Tuesday
  await seedPeople(t.deps);
  ({ admin, manager, viewer, user } = await signedInClients(t.app, [
    'admin',
    'manager',
    'viewer',
    'user',
  ]));
}, 60_000);
afterAll(() => t.close());

const setTimeZone = async (companyTimeZone: string) => {
  const settings = (await admin.get('/api/settings')).json();
  expect((await admin.put('/api/settings', { ...settings, companyTimeZone })).statusCode).toBe(200);
};

describe('who may see and mark holidays', () => {
  it('refuses anonymous callers with 401', async () => {
    const anonymous = clientFor(t.app);
    expect((await anonymous.get('/api/holidays')).statusCode).toBe(401);
    expect((await anonymous.post('/api/holidays', {})).statusCode).toBe(401);
  });

  it('lets a Viewer read but not mark or delete, and refuses a plain user', async () => {
    expect((await viewer.get('/api/holidays')).statusCode).toBe(200);
    const marked = await viewer.post('/api/holidays', { title: 'x', date: '2026-03-20' });
    expect(marked.statusCode).toBe(403);
    expect((await viewer.delete('/api/holidays/2026-03-31')).statusCode).toBe(403);
    expect((await user.get('/api/holidays')).statusCode).toBe(403);
    expect((await user.post('/api/holidays', { title: 'x', date: '2026-03-20' })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/holidays', () => {
  it('marks a holiday: HolidayAdded in its date stream, listed at once', async () => {
    const response = await manager.post('/api/holidays', {
      title: ' Pakistan Day ',
      date: '2026-03-23',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ holiday: { date: '2026-03-23', title: 'Pakistan Day' } });
    expect(await streamEvents(t.deps.store, holidayStream('2026-03-23'))).toEqual([
      {
        type: 'HolidayAdded',
        data: { date: '2026-03-23', title: 'Pakistan Day' },
        actorId: expect.any(String),
      },
    ]);
    const list = (await viewer.get('/api/holidays')).json();
    expect(list.holidays).toContainEqual({ date: '2026-03-23', title: 'Pakistan Day' });
    expect(list).toMatchObject({ page: 1, pageSize: 20, today: '2026-03-10' });
  });

  it('answers 400 with field messages and appends nothing for bad input', async () => {
    const before = await head();
    const response = await admin.post('/api/holidays', { title: '  ', date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      title: 'Holiday Title is required!',
      date: 'Please select date!',
    });
    const missing = await admin.post('/api/holidays', { title: 'Eid' });
    expect(missing.json().error.fields).toEqual({ date: 'Please select date!' });
    expect(await head()).toBe(before);
  });

  it.each([
    ['today', '2026-03-10'],
    ['a past day', '2026-03-01'],
    ['past one month ahead', '2026-04-11'],
  ])('refuses %s with 422 and appends nothing', async (_name, date) => {
    const before = await head();
    const response = await admin.post('/api/holidays', { title: 'Eid', date });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'holiday_date_window',
      message: 'A holiday can be marked from tomorrow to one month ahead.',
      fields: { date: 'A holiday can be marked from tomorrow to one month ahead.' },
    });
    expect(await head()).toBe(before);
  });

  it('refuses a second holiday on the same date with 409', async () => {
    const response = await admin.post('/api/holidays', { title: 'Again', date: '2026-03-23' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'holiday_exists',
      message: '2026-03-23 is already a holiday (Pakistan Day).',
      fields: { date: '2026-03-23 is already a holiday (Pakistan Day).' },
    });
  });

  it('appends once for a double submit with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'holiday-double-click-1' };
    const body = { title: 'Spring Break', date: '2026-04-03' };
    const first = await admin.post('/api/holidays', body, headers);
    const second = await admin.post('/api/holidays', body, headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await streamEvents(t.deps.store, holidayStream('2026-04-03'))).toHaveLength(1);
  });

  it("counts the window from the company's today, not the server's UTC date", async () => {
    await setTimeZone('Asia/Karachi');
    t.clock.set(new Date('2026-03-10T20:00:00Z')); // 01:00 on March 11 in Karachi
    try {
      const tooSoon = await admin.post('/api/holidays', { title: 'x', date: '2026-03-11' });
      expect(tooSoon.statusCode).toBe(422);
      const lastDay = await admin.post('/api/holidays', { title: 'Last day', date: '2026-04-11' });
      expect(lastDay.statusCode).toBe(201);
    } finally {
      await setTimeZone('UTC');
      t.clock.set(new Date('2026-03-10T10:00:00Z'));
    }
  });
});

describe('DELETE /api/holidays/:date', () => {
  it('deletes a coming holiday: HolidayRemoved, gone from the list', async () => {
    await admin.post('/api/holidays', { title: 'Temporary', date: '2026-03-26' });
    const response = await admin.delete('/api/holidays/2026-03-26');
    expect(response.statusCode).toBe(200);
    const events = await streamEvents(t.deps.store, holidayStream('2026-03-26'));
    expect(events.map((e) => e.type)).toEqual(['HolidayAdded', 'HolidayRemoved']);
    const list = (await admin.get('/api/holidays')).json();
    expect(list.holidays.map((h: { date: string }) => h.date)).not.toContain('2026-03-26');
  });

  it('keeps a holiday whose day has come (422), and 404 for no holiday', async () => {
    t.clock.set(new Date('2026-03-23T08:00:00Z'));
    try {
      const response = await admin.delete('/api/holidays/2026-03-23');
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('holiday_past');
    } finally {
      t.clock.set(new Date('2026-03-10T10:00:00Z'));
    }
    expect((await admin.delete('/api/holidays/2026-03-27')).statusCode).toBe(404);
    const malformed = await admin.delete('/api/holidays/tomorrow');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ date: 'Not a date (YYYY-MM-DD)' });
  });
});

describe('GET /api/holidays', () => {
  it('pages 20 at a time, the latest date first', async () => {
    for (let day = 12; day <= 31; day += 1) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      await admin.post('/api/holidays', { title: `Day ${day}`, date });
    }
    const first = (await admin.get('/api/holidays')).json();
    const second = (await admin.get('/api/holidays?page=2')).json();
    expect(first.total).toBe(first.holidays.length + second.holidays.length);
    expect(first.holidays).toHaveLength(20);
    expect(first.holidays[0]).toEqual({ date: '2026-04-11', title: 'Last day' });
    // The demo's oldest holiday: the 52nd weekday back from the day before it was seeded.
    expect(second.holidays.at(-1)).toEqual({ date: '2025-12-26', title: 'Volunteer Day' });
    expect((await admin.get('/api/holidays?page=0')).statusCode).toBe(400);
  });

  it('downloads LeavesList.csv with formula cells made harmless', async () => {
    await admin.post('/api/holidays', { title: '=HYPERLINK("http://x")', date: '2026-04-06' });
    const response = await viewer.get('/api/holidays', { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="LeavesList.csv"');
    const lines = csvLines(response);
    expect(lines[0]).toBe('Sr#,Date,Title');
    expect(lines).toContain(`2,"Apr 6, 2026","'=HYPERLINK(""http://x"")"`);
    expect(lines).toContain(`3,"Apr 3, 2026",Spring Break`);
  });
});
