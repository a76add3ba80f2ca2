import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, csvLines, type Client } from '../../test-support/client.js';
import { workEvents } from '../../test-support/work-events.js';
import {
  COMPANY_PASSWORD,
  companyEmail,
  companyId,
  companyWorkspaceId,
  seedLoginHoursCompany,
  type CompanyKey,
} from '../../test-support/login-hours-company.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The company of login-hours-company.ts; today is Wednesday 2026-03-11 (UTC).
let t: TestApp;
let admin: Client;
let lead: Client;
let plain: Client;

async function signedIn(app: FastifyInstance, key: CompanyKey): Promise<Client> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: companyEmail(key), password: COMPANY_PASSWORD },
  });
  const cookie = response.cookies.find((c) => c.name === 'teamledger_session');
  if (!cookie) throw new Error(`sign-in of ${key} failed: ${response.body}`);
  return clientFor(app, `teamledger_session=${cookie.value}`);
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedLoginHoursCompany(t.deps);
  [admin, lead, plain] = await Promise.all([
    signedIn(t.app, 'ada'),
    signedIn(t.app, 'leo'),
    signedIn(t.app, 'pia'),
  ]);
}, 60_000);
afterAll(() => t.close());

const URL = '/api/reports/login-hours';
const WEEK = `${URL}?from=2026-03-02&to=2026-03-08&team=Atlas`;

interface Row {
  userId: string;
  name: string;
  teamName: string | null;
  workspaces: { id: string; name: string }[];
  date: string;
  totalHours: number;
  firstStandupAt: string | null;
  lastLogAt: string | null;
  hoursAvailable: number;
  status: string;
}
const brief = (rows: Row[]) =>
  rows.map((row) => [row.date, row.name, row.totalHours, row.hoursAvailable, row.status]);
const rowsOf = async (client: Client, url: string): Promise<Row[]> => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows;
};

describe('GET /api/reports/login-hours', () => {
  it('refuses anonymous callers with 401 and a plain user with 403; a lead reads it', async () => {
    expect((await clientFor(t.app).get(URL)).statusCode).toBe(401);
    const refused = await plain.get(URL);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await lead.get(WEEK)).statusCode).toBe(200);
  });

  it('shows each listed person and day of the week by hand, newest day first', async () => {
    // Lea left on Thursday: listed Monday to Wednesday. Xan is excluded from HR reports,
    // Ada is an Admin: neither is listed. Sunday has no activity: no row. Friday is a
    // holiday. Uma is on leave on Wednesday and worked on Saturday.
    expect(brief(await rowsOf(admin, WEEK))).toEqual([
      ['2026-03-07', 'Uma Patel', 1.5, 0, 'Weekend (Saturday)'],
      ['2026-03-06', 'Uma Patel', 0, 0, 'Holiday'],
      ['2026-03-06', 'Vik Rao', 0, 0, 'Holiday'],
      // 09:00 to 16:00 is 7 hours less the hour of break: 6; 4 + 2 = 6 logged.
      ['2026-03-05', 'Uma Patel', 6, 6, 'Short Leave'],
      ['2026-03-05', 'Vik Rao', 0, 0, 'Absent'],
      ['2026-03-04', 'Lea Novak', 0, 0, 'Absent'],
      ['2026-03-04', 'Uma Patel', 0, 0, 'On leave (Sick)'],
      ['2026-03-04', 'Vik Rao', 0, 0, 'Absent'],
      ['2026-03-03', 'Lea Novak', 0, 0, 'Absent'],
      // The late standup at 09:50 to 13:20 is 3.5 hours less 1: 2.5.
      ['2026-03-03', 'Uma Patel', 2.5, 2.5, 'Short Day'],
      ['2026-03-03', 'Vik Rao', 0, 0, 'Absent'],
      // 09:00 to 17:00 less 1: 7.
      ['2026-03-02', 'Lea Novak', 7, 7, 'Short Leave'],
      // 08:55 to 17:40 is 8.75 hours less 1: 7.75; 3 + 5 = 8 logged.
      ['2026-03-02', 'Uma Patel', 8, 7.75, 'Full Day'],
      // 09:10 to 14:40 is 5.5 hours less 1: 4.5.
      ['2026-03-02', 'Vik Rao', 4.5, 4.5, 'Half Day'],
    ]);
  });

  it('carries the stable fields of a row, and the chart totals per person', async () => {
    const report = (await admin.get(WEEK)).json();
    expect(report).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-08',
      today: '2026-03-11',
      timeZone: 'UTC',
    });
    expect(
      report.rows.find((row: Row) => row.name === 'Vik Rao' && row.date === '2026-03-02'),
    ).toEqual({
      userId: companyId('vik'),
      name: 'Vik Rao',
      teamName: 'Atlas',
      workspaces: [
        { id: companyWorkspaceId('core'), name: 'Core' },
        { id: companyWorkspaceId('mobile'), name: 'Mobile' },
      ],
      date: '2026-03-02',
      totalHours: 4.5,
      firstStandupAt: '2026-03-02T09:10:00.000Z',
      lastLogAt: '2026-03-02T14:40:00.000Z',
      hoursAvailable: 4.5,
      status: 'Half Day',
    });
    // Uma: 8 + 2.5 + 6 + 1.5 = 18 logged, 7.75 + 2.5 + 6 = 16.25 available.
    expect(report.totals).toEqual([
      { userId: companyId('lea'), name: 'Lea Novak', totalHours: 7, hoursAvailable: 7 },
      { userId: companyId('uma'), name: 'Uma Patel', totalHours: 18, hoursAvailable: 16.25 },
      { userId: companyId('vik'), name: 'Vik Rao', totalHours: 4.5, hoursAvailable: 4.5 },
    ]);
  });

  it("filters 'less than 4' (total < 4) and 'at least 6' (total >= 6)", async () => {
    expect(brief(await rowsOf(admin, `${WEEK}&hoursOp=less&hours=4`))).toEqual([
      ['2026-03-07', 'Uma Patel', 1.5, 0, 'Weekend (Saturday)'],
      ['2026-03-06', 'Uma Patel', 0, 0, 'Holiday'],
      ['2026-03-06', 'Vik Rao', 0, 0, 'Holiday'],
      ['2026-03-05', 'Vik Rao', 0, 0, 'Absent'],
      ['2026-03-04', 'Lea Novak', 0, 0, 'Absent'],
      ['2026-03-04', 'Uma Patel', 0, 0, 'On leave (Sick)'],
      ['2026-03-04', 'Vik Rao', 0, 0, 'Absent'],
      ['2026-03-03', 'Lea Novak', 0, 0, 'Absent'],
      ['2026-03-03', 'Uma Patel', 2.5, 2.5, 'Short Day'],
      ['2026-03-03', 'Vik Rao', 0, 0, 'Absent'],
    ]);
    // Thursday's 6 hours are at least 6: the bound is kept.
    expect(brief(await rowsOf(admin, `${WEEK}&hoursOp=atLeast&hours=6`))).toEqual([
      ['2026-03-05', 'Uma Patel', 6, 6, 'Short Leave'],
      ['2026-03-02', 'Lea Novak', 7, 7, 'Short Leave'],
      ['2026-03-02', 'Uma Patel', 8, 7.75, 'Full Day'],
    ]);
    const totals = (await admin.get(`${WEEK}&hoursOp=atLeast&hours=6`)).json().totals;
    expect(totals).toEqual([
      { userId: companyId('lea'), name: 'Lea Novak', totalHours: 7, hoursAvailable: 7 },
      { userId: companyId('uma'), name: 'Uma Patel', totalHours: 14, hoursAvailable: 13.75 },
    ]);
  });

  it('filters by the workspaces people belong to and by person', async () => {
    const mobile = companyWorkspaceId('mobile');
    const inMobile = await rowsOf(
      admin,
      `${URL}?from=2026-03-02&to=2026-03-03&workspaces=${mobile}`,
    );
    expect(brief(inMobile)).toEqual([
      ['2026-03-03', 'Lea Novak', 0, 0, 'Absent'],
      ['2026-03-03', 'Vik Rao', 0, 0, 'Absent'],
      ['2026-03-02', 'Lea Novak', 7, 7, 'Short Leave'],
      ['2026-03-02', 'Vik Rao', 4.5, 4.5, 'Half Day'],
    ]);
    const uma = await rowsOf(
      admin,
      `${URL}?from=2026-03-05&to=2026-03-08&users=${companyId('uma')}`,
    );
    expect(brief(uma)).toEqual([
      ['2026-03-07', 'Uma Patel', 1.5, 0, 'Weekend (Saturday)'],
      ['2026-03-06', 'Uma Patel', 0, 0, 'Holiday'],
      ['2026-03-05', 'Uma Patel', 6, 6, 'Short Leave'],
    ]);
    // Asking for someone excluded, an Admin or someone gone finds no rows.
    const none = `${URL}?from=2026-03-05&to=2026-03-06&users=${companyId('xan')},${companyId('ada')},${companyId('lea')}`;
    expect(await rowsOf(admin, none)).toEqual([]);
  });

  it('covers the last 7 days by default, listing only active User and Viewer people', async () => {
    const report = (await lead.get(URL)).json();
    expect(report).toMatchObject({ from: '2026-03-05', to: '2026-03-11' });
    // Thursday to today, weekend without activity left out: 5 days each, plus Uma's Saturday.
    expect(report.rows).toHaveLength(4 * 5 + 1);
    expect([...new Set(report.rows.map((row: Row) => row.name))].sort()).toEqual([
      'Leo Lead',
      'Pia Plain',
      'Uma Patel',
      'Vik Rao',
    ]);
    expect(brief(report.rows.filter((row: Row) => row.name === 'Pia Plain'))).toEqual([
      ['2026-03-11', 'Pia Plain', 0, 0, 'In progress'], // today
      ['2026-03-10', 'Pia Plain', 0, 0, 'Absent'],
      ['2026-03-09', 'Pia Plain', 0, 0, 'Absent'],
      ['2026-03-06', 'Pia Plain', 0, 0, 'Holiday'],
      ['2026-03-05', 'Pia Plain', 0, 0, 'Absent'],
    ]);
  });

  it("refuses an unfiltered range over 31 days with the spec's message", async () => {
    // 2026-02-01 to 2026-03-08 is 36 days; a team is no user or workspace filter.
    for (const url of [
      `${URL}?from=2026-02-01&to=2026-03-08`,
      `${URL}?from=2026-02-01&to=2026-03-08&team=Atlas`,
    ]) {
      const refused = await admin.get(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'range_too_long',
        message: 'Select the days less than 32 days for all users.',
      });
    }
    // 2026-02-06 to 2026-03-08 is exactly 31 days.
    expect((await admin.get(`${URL}?from=2026-02-06&to=2026-03-08`)).statusCode).toBe(200);
    const byUser = await admin.get(
      `${URL}?from=2026-02-01&to=2026-03-08&users=${companyId('uma')}`,
    );
    expect(byUser.statusCode).toBe(200);
    const core = companyWorkspaceId('core');
    const bySpace = await admin.get(`${URL}?from=2026-02-01&to=2026-03-08&workspaces=${core}`);
    expect(bySpace.statusCode).toBe(200);
  });

  it('refuses half an hours filter and bad hours with 400 naming the field', async () => {
    const half = await admin.get(`${WEEK}&hoursOp=less`);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({ hours: 'Enter a number of hours.' });
    const tooMany = await admin.get(`${WEEK}&hoursOp=atLeast&hours=25`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ hours: 'Hours must be a number from 0 to 24.' });
    const op = await admin.get(`${WEEK}&hoursOp=more&hours=4`);
    expect(op.json().error.fields).toEqual({ hoursOp: "Choose 'less' or 'atLeast'." });
  });

  it("downloads Report.csv with the screen's columns, a Date column over several days", async () => {
    const response = await admin.get(WEEK, { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Report.csv"');
    const lines = csvLines(response);
    expect(lines).toEqual([
      'Date,User,Team Name,Space,Total Hours,Standup - Time Out,Hours Available,Status',
      '2026-03-07,Uma Patel,Atlas,Core,1.5,Not Added,0,Weekend (Saturday)',
      '2026-03-06,Uma Patel,Atlas,Core,0,Not Added,0,Holiday',
      '2026-03-06,Vik Rao,Atlas,"Core, Mobile",0,Not Added,0,Holiday',
      '2026-03-05,Uma Patel,Atlas,Core,6,9:00 AM - 4:00 PM,6,Short Leave',
      '2026-03-05,Vik Rao,Atlas,"Core, Mobile",0,Not Added,0,Absent',
      '2026-03-04,Lea Novak,Atlas,Mobile,0,Not Added,0,Absent',
      '2026-03-04,Uma Patel,Atlas,Core,0,Not Added,0,On leave (Sick)',
      '2026-03-04,Vik Rao,Atlas,"Core, Mobile",0,Not Added,0,Absent',
      '2026-03-03,Lea Novak,Atlas,Mobile,0,Not Added,0,Absent',
      '2026-03-03,Uma Patel,Atlas,Core,2.5,9:50 AM - 1:20 PM,2.5,Short Day',
      '2026-03-03,Vik Rao,Atlas,"Core, Mobile",0,Not Added,0,Absent',
      '2026-03-02,Lea Novak,Atlas,Mobile,7,9:00 AM - 5:00 PM,7,Short Leave',
      '2026-03-02,Uma Patel,Atlas,Core,8,8:55 AM - 5:40 PM,7.75,Full Day',
      '2026-03-02,Vik Rao,Atlas,"Core, Mobile",4.5,9:10 AM - 2:40 PM,4.5,Half Day',
    ]);
    const oneDay = await admin.get(
      `${URL}?from=2026-03-03&to=2026-03-03&team=Atlas&hoursOp=atLeast&hours=1`,
      {
        accept: 'text/csv',
      },
    );
    expect(csvLines(oneDay)).toEqual([
      'User,Team Name,Space,Total Hours,Standup - Time Out,Hours Available,Status',
      'Uma Patel,Atlas,Core,2.5,9:50 AM - 1:20 PM,2.5,Short Day',
    ]);
  });
});

describe('paging (100 rows a page)', () => {
  // 31 days up to today: more than 100 rows, so two pages.
  const MONTH = `${URL}?from=2026-02-09&to=2026-03-11`;
  const pageOf = async (query: string, page: number) => {
    const response = await admin.get(`${query}&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      page: number;
      pageSize: number;
      total: number;
      rows: Row[];
      totals: { userId: string; name: string; totalHours: number; hoursAvailable: number }[];
    };
  };
  // The CSV has every row: its Date and User columns give the whole report's order.
  const csvKeys = async (query: string) =>
    csvLines(await admin.get(query, { accept: 'text/csv' }))
      .slice(1)
      .map((line) =>
        line
          .match(/^([^,]+),([^,]+),/)!
          .slice(1, 3)
          .join(' '),
      );
  const key = (row: Row) => `${row.date} ${row.name}`;

  it('answers one page with the total; the pages together are the CSV rows in order', async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map((page) => pageOf(MONTH, page)));
    const every = await csvKeys(MONTH);
    expect(every.length).toBeGreaterThan(100);
    expect(every.length).toBeLessThanOrEqual(200);
    expect([first!.page, first!.pageSize, first!.total]).toEqual([1, 100, every.length]);
    expect([second!.page, second!.total, third!.rows]).toEqual([2, every.length, []]);
    expect([...first!.rows, ...second!.rows].map(key)).toEqual(every);
    // The chart's totals are the whole range's, the same on every page, not the page's.
    expect(second!.totals).toEqual(first!.totals);
    const rows = [...first!.rows, ...second!.rows];
    const sum = (name: string, pick: (row: Row) => number) =>
      Math.round(rows.filter((row) => row.name === name).reduce((s, r) => s + pick(r), 0) * 100) /
      100;
    expect(first!.totals.map((total) => total.name)).toEqual(
      [...new Set(rows.map((row) => row.name))].sort(),
    );
    for (const total of first!.totals) {
      expect([total.totalHours, total.hoursAvailable]).toEqual([
        sum(total.name, (row) => row.totalHours),
        sum(total.name, (row) => row.hoursAvailable),
      ]);
    }
  });

  it('applies the hours, team and person filters before paging', async () => {
    const less = `${MONTH}&hoursOp=less&hours=4`;
    const page = await pageOf(less, 1);
    const every = await csvKeys(less);
    expect(page.total).toBe(every.length);
    expect(page.rows.map(key)).toEqual(every.slice(0, 100));
    expect(page.rows.every((row) => row.totalHours < 4)).toBe(true);

    const uma = await pageOf(`${MONTH}&users=${companyId('uma')}`, 1);
    expect(uma.total).toBe(uma.rows.length);
    expect(new Set(uma.rows.map((row) => row.name))).toEqual(new Set(['Uma Patel']));
    expect(uma.totals.map((total) => total.name)).toEqual(['Uma Patel']);
    expect((await pageOf(`${WEEK}&hoursOp=atLeast&hours=6`, 1)).total).toBe(3);
  });

  it('refuses a page that is not a whole number from 1 with 400', async () => {
    for (const [page, message] of [
      ['0', 'Page must be at least 1'],
      ['x', 'Page must be a whole number'],
    ]) {
      const response = await admin.get(`${MONTH}&page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ page: message });
    }
  });
});

describe('the OpenAPI document', () => {
  it("describes the report row's stable fields", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const answer =
      doc.paths['/api/reports/login-hours'].get.responses['200'].content['application/json'].schema;
    const row = answer.properties.rows.items;
    expect(Object.keys(row.properties)).toEqual([
      'userId',
      'name',
      'teamName',
      'workspaces',
      'date',
      'totalHours',
      'firstStandupAt',
      'lastLogAt',
      'hoursAvailable',
      'status',
    ]);
    expect(row.properties.hoursAvailable.description).toBe(
      'max(0, lastLogAt - firstStandupAt - 1 hour)',
    );
    expect(row.properties.status.enum).toContain('Short Leave');
  });
});

describe('GET /api/reports/users/:id/days for /usersReport', () => {
  it('downloads Report.csv with Date, Stand Up and Total Hours', async () => {
    const response = await lead.get(
      `/api/reports/users/${companyId('uma')}/days?from=2026-03-02&to=2026-03-08&layout=user-report`,
      { accept: 'text/csv' },
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="Report.csv"');
    expect(csvLines(response)).toEqual([
      'Date,Stand Up,Total Hours,Status',
      '2026-03-07,Not Added,1.5,Weekend (Saturday)',
      '2026-03-06,Not Added,0,Holiday',
      '2026-03-05,9:00 AM,6,Short Leave',
      '2026-03-04,Not Added,0,On leave (Sick)',
      '2026-03-03,9:50 AM,2.5,Short Day',
      '2026-03-02,8:55 AM,8,Full Day',
    ]);
    const bad = await lead.get(`/api/reports/users/${companyId('uma')}/days?layout=wide`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ layout: 'Choose task-logs or user-report' });
    expect((await plain.get(`/api/reports/users/${companyId('uma')}/days`)).statusCode).toBe(403);
  });
});

describe('the counts of the days kept for a filter (D300)', () => {
  /** Appends hours someone logged at noon of `date` and waits for the read models. */
  async function logHours(key: CompanyKey, date: string, hours: number) {
    const at = `${date}T12:00:00.000Z`;
    await workEvents(t.deps.store).hours(
      companyId(key),
      date,
      hours,
      at,
      companyWorkspaceId('core'),
    );
    await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
  }

  it('counts the days again once an entry lands: a new row, its place and the total', async () => {
    // A week of its own before the seeded one, the days of at least 2 hours.
    const week = `${URL}?from=2026-02-02&to=2026-02-08&team=Atlas&hoursOp=atLeast&hours=2`;
    await logHours('vik', '2026-02-03', 3);
    const before = (await admin.get(week)).json();
    expect(before.total).toBe(1);
    expect(brief(before.rows)).toEqual([['2026-02-03', 'Vik Rao', 3, 0, 'Short Day']]);
    // Asked again while nothing moved: the same answer.
    expect((await admin.get(week)).json()).toEqual(before);

    // Uma's day now passes the filter, before Vik's by name.
    await logHours('uma', '2026-02-03', 2.5);
    const after = (await admin.get(week)).json();
    expect(after.total).toBe(2);
    expect(brief(after.rows).map((row) => row.slice(0, 3))).toEqual([
      ['2026-02-03', 'Uma Patel', 2.5],
      ['2026-02-03', 'Vik Rao', 3],
    ]);
    expect(after.totals).not.toEqual(before.totals);
  });
});
