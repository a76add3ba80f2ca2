import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@teamledger/domain';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { DEMO_SWEEP_WORKLOG_ID } from '../test-support/command-bodies.js';
import { signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Every date field of every route (path, query and body), found in the OpenAPI document by
 * `format: date`, refuses dates outside 1900-01-01..2100-12-31 with a 400 naming the field
 * and appends nothing; the first and the last day of the range pass validation.
 */
interface Parameter {
  in: string;
  name: string;
  schema?: { format?: string };
}
interface BodySchema {
  properties?: Record<string, { format?: string }>;
  /** A body that is one of several shapes (POST /api/users/:id/status). */
  oneOf?: BodySchema[];
  anyOf?: BodySchema[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: { 'application/json'?: { schema?: BodySchema } } };
}

/** The body's date fields, in every shape it may take. */
const dateFields = (schema: BodySchema | undefined): string[] =>
  schema === undefined
    ? []
    : [
        ...Object.entries(schema.properties ?? {})
          .filter(([, property]) => property.format === 'date')
          .map(([name]) => name),
        ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(dateFields),
      ];

const EXTREMES = ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'];
const EDGES = ['1900-01-01', '2100-12-31'];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

let t: TestApp;
let admin: Client;
let milestoneId: string;
const hq = demoWorkspaceId('hq');
const userId = personId('user');
const milestone = {
  title: 'Dates',
  startDate: '2026-03-16',
  dueDate: '2026-04-17',
  description: 'Range',
};
const leave = { leaveType: 'Annual', details: 'Away', from: '2026-03-16', to: '2026-03-17' };
const worklog = { workspaceId: hq, milestoneId: null, title: 'T', details: 'D', hours: 1 };

/**
 * One well-formed request per date field of a command's body or path ("METHOD /openapi/path
 * in name"), with `date` in it. A GET's query date fields (every report's from and to) need
 * no case here: `queryCases` builds theirs from the OpenAPI document.
 */
const BODY_AND_PATH_CASES: Record<string, (date: string) => Call> = {
  'DELETE /api/holidays/{date} path date': (date) => ({
    method: 'DELETE',
    url: `/api/holidays/${date}`,
  }),
  'POST /api/holidays body date': (date) => ({
    method: 'POST',
    url: '/api/holidays',
    payload: { title: 'Founders day', date },
  }),
  'POST /api/users/{id}/status body effectiveDate': (date) => ({
    method: 'POST',
    url: `/api/users/${userId}/status`,
    payload: { action: 'markLeft', effectiveDate: date, reason: 'Moved on' },
  }),
  'POST /api/users body joinedOn': (date) => ({
    method: 'POST',
    url: '/api/users',
    payload: {
      name: 'Dana Dates',
      email: `dates.${date}@northwind.test`,
      role: 'User',
      status: 'active',
      teamName: 'Platform',
      lead1: personId('lead'),
      workspaceIds: [hq],
      defaultWorkspaceId: hq,
      joinedOn: date,
    },
  }),
  'POST /api/leaves body from': (date) => ({
    method: 'POST',
    url: '/api/leaves',
    payload: { ...leave, from: date },
  }),
  'POST /api/leaves body to': (date) => ({
    method: 'POST',
    url: '/api/leaves',
    payload: { ...leave, to: date },
  }),
  'POST /api/workspaces/{id}/milestones body startDate': (date) => ({
    method: 'POST',
    url: `/api/workspaces/${hq}/milestones`,
    payload: { ...milestone, startDate: date, dueDate: '2100-12-31' },
  }),
  'POST /api/workspaces/{id}/milestones body dueDate': (date) => ({
    method: 'POST',
    url: `/api/workspaces/${hq}/milestones`,
    payload: { ...milestone, startDate: '1900-01-01', dueDate: date },
  }),
  'PUT /api/milestones/{id} body startDate': (date) => ({
    method: 'PUT',
    url: `/api/milestones/${milestoneId}`,
    payload: { ...milestone, status: 'Active', startDate: date, dueDate: '2100-12-31' },
  }),
  'PUT /api/milestones/{id} body dueDate': (date) => ({
    method: 'PUT',
    url: `/api/milestones/${milestoneId}`,
    payload: { ...milestone, status: 'Active', startDate: '1900-01-01', dueDate: date },
  }),
  'POST /api/worklogs body date': (date) => ({
    method: 'POST',
    url: '/api/worklogs',
    payload: { ...worklog, date },
  }),
  'PUT /api/worklogs/{id} body date': (date) => ({
    method: 'PUT',
    url: `/api/worklogs/${DEMO_SWEEP_WORKLOG_ID}`,
    payload: { ...worklog, date, reason: 'Wrong day' },
  }),
  'PUT /api/users/{id}/standups/{date} path date': (date) => ({
    method: 'PUT',
    url: `/api/users/${userId}/standups/${date}`,
    payload: { yesterday: 'Y', today: 'T', roadblocks: 'R', reason: 'Typo' },
  }),
  'GET /api/users/{id}/standups/{date}/history path date': (date) => ({
    method: 'GET',
    url: `/api/users/${userId}/standups/${date}/history`,
  }),
  'POST /api/users/{id}/working-time body effectiveFrom': (date) => ({
    method: 'POST',
    url: `/api/users/${userId}/working-time`,
    payload: { effectiveFrom: date, weekHours: [8, 8, 8, 8, 4, 0, 0], reason: 'Short Fridays' },
  }),
  'POST /api/users/{id}/overtime-adjustments body date': (date) => ({
    method: 'POST',
    url: `/api/users/${userId}/overtime-adjustments`,
    payload: { date, hours: -2, reason: 'Paid out' },
  }),
  'POST /api/users/{id}/timesheets/{period}/grace body until': (date) => ({
    method: 'POST',
    url: `/api/users/${userId}/timesheets/2099-W10/grace`,
    payload: { until: date },
  }),
  'POST /api/reminders body date': (date) => ({
    method: 'POST',
    url: '/api/reminders',
    payload: { userId, subject: 'hoursLog', date },
  }),
};

/** Values for the path and query parameters a GET needs beside its date, by name. */
const SAMPLES: Record<string, string> = {
  id: userId,
  userId,
  workspaceId: hq,
  milestoneId: 'none',
  // GET /api/explain: a Login/Hours cell of the demo's user on the day swept.
  report: 'login-hours',
  figure: 'totalHours',
  user: userId,
};

/**
 * A case per date field of a GET's query, from the OpenAPI document: the path's parameters
 * and the query's other parameters that have a sample get it, and the date field the date.
 */
function queryCases(paths: Record<string, Record<string, Operation>>) {
  const cases: Record<string, (date: string) => Call> = {};
  for (const [path, operations] of Object.entries(paths)) {
    const parameters = operations.get?.parameters ?? [];
    const dates = parameters.filter((p) => p.in === 'query' && p.schema?.format === 'date');
    if (dates.length === 0) continue;
    const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const sample = SAMPLES[name];
      if (sample === undefined) throw new Error(`no sample for {${name}} of GET ${path}`);
      return sample;
    });
    const given = parameters.flatMap((parameter) => {
      const sample = SAMPLES[parameter.name];
      return parameter.in === 'query' && sample !== undefined
        ? [`${parameter.name}=${sample}`]
        : [];
    });
    for (const { name } of dates) {
      cases[`GET ${path} query ${name}`] = (date) => ({
        method: 'GET',
        url: `${url}?${[...given, `${name}=${date}`].join('&')}`,
      });
    }
  }
  return cases;
}

let CASES: Record<string, (date: string) => Call>;
let openApiPaths: Record<string, Record<string, Operation>>;

const send = (call: Call) => {
  const path = call.url.split('?')[0]!;
  if (call.method === 'GET') return admin.get(call.url);
  if (call.method === 'DELETE') return admin.delete(path);
  return call.method === 'POST'
    ? admin.post(call.url, call.payload)
    : admin.put(call.url, call.payload);
};

const fieldOf = (key: string) => key.split(' ').at(-1)!;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin } = await signedInClients(t.app, ['admin']));
  const created = await admin.post(`/api/workspaces/${hq}/milestones`, milestone);
  expect(created.statusCode).toBe(201);
  milestoneId = created.json().milestone.id;
  openApiPaths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
  CASES = { ...BODY_AND_PATH_CASES, ...queryCases(openApiPaths) };
}, 60_000);
afterAll(() => t.close());

describe('date fields', () => {
  it('has a case for every date field the OpenAPI document names, and no other', () => {
    const found: string[] = [];
    for (const [path, operations] of Object.entries(openApiPaths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.schema?.format === 'date') {
            found.push(`${route} ${parameter.in} ${parameter.name}`);
          }
        }
        const body = operation.requestBody?.content?.['application/json']?.schema;
        for (const name of new Set(dateFields(body))) found.push(`${route} body ${name}`);
      }
    }
    expect(found.sort()).toEqual(Object.keys(CASES).sort());
  });

  it('refuses the extremes with 400, the range message on the field, and no event', async () => {
    const head = await t.deps.store.headPosition();
    const wrong: string[] = [];
    for (const [key, call] of Object.entries(CASES)) {
      for (const date of EXTREMES) {
        const response = await send(call(date));
        const error = response.json().error as { fields?: Record<string, string> } | undefined;
        if (response.statusCode !== 400 || error?.fields?.[fieldOf(key)] !== DATE_RANGE_MESSAGE) {
          wrong.push(`${key} ${date} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.deps.store.readAll({ from: head })).toEqual([]);
    expect(DATE_RANGE_MESSAGE).toBe('Choose a date from 1900-01-01 to 2100-12-31.');
  });

  it('lets 1900-01-01 and 2100-12-31 through validation (other rules may still refuse)', async () => {
    const wrong: string[] = [];
    for (const [key, call] of Object.entries(CASES)) {
      for (const date of EDGES) {
        const response = await send(call(date));
        const error = response.json()?.error as { code?: string; fields?: object } | undefined;
        if (response.statusCode >= 500 || error?.code === 'invalid_request') {
          wrong.push(`${key} ${date} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the milestones read model working with the range’s first and last day', async () => {
    const detail = await admin.get(`/api/milestones/${milestoneId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().milestone).toMatchObject({
      startDate: '1900-01-01',
      dueDate: '2100-12-31',
    });
  });
});

/**
 * Every `asOf` of a GET's query (found in the OpenAPI document) refuses what is not an
 * instant, one outside 1900..2100 and one still to come with a 400 naming asOf, and
 * appends nothing; a past instant passes.
 */
describe('as-of instants', () => {
  const NOT_AN_INSTANT = 'Not an instant (YYYY-MM-DDTHH:MM:SSZ) from 1900 to 2100';
  const BAD: Record<string, string> = {
    yesterday: NOT_AN_INSTANT,
    '2026-03-10': NOT_AN_INSTANT,
    '1899-12-31T23:59:59Z': NOT_AN_INSTANT,
    '2101-01-01T00:00:00Z': NOT_AN_INSTANT,
    '2027-01-01T00:00:00Z': 'The instant cannot be in the future.',
  };
  /** The other parameters a route with asOf needs, by name (month: a score's month). */
  const needs: Record<string, string> = { ...SAMPLES, month: '2026-02', date: '2026-03-10' };

  const asOfRoutes = () =>
    Object.entries(openApiPaths).flatMap(([path, operations]) => {
      const parameters = operations.get?.parameters ?? [];
      if (!parameters.some((p) => p.in === 'query' && p.name === 'asOf')) return [];
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => needs[name]!);
      const given = parameters.flatMap((p) =>
        p.in === 'query' && p.name !== 'asOf' && needs[p.name] !== undefined && p.name !== 'date'
          ? [`${p.name}=${needs[p.name]}`]
          : [],
      );
      // The explanation names its day; the reports take the default range.
      if (path === '/api/explain') given.push(`date=${needs.date}`);
      return [{ path, url: `${url}?${given.join('&')}` }];
    });

  it('are the reports and screens that can be seen as they stood', () => {
    expect(
      asOfRoutes()
        .map((route) => route.path)
        .sort(),
    ).toEqual([
      '/api/explain',
      '/api/reports/detail',
      '/api/reports/login-hours',
      '/api/reports/milestones',
      '/api/reports/milestones/entries',
      '/api/reports/monthly',
      '/api/reports/my-standups',
      '/api/reports/overtime',
      '/api/reports/standups',
      '/api/reports/timesheet',
      '/api/reports/users/{id}/days',
      '/api/scores',
      '/api/scores/mine',
      '/api/scores/team',
      '/api/scores/{userId}/{month}',
      '/api/users/{id}/overtime',
      '/api/users/{id}/working-time',
    ]);
  });

  it('refuse a bad, out-of-range or future instant with 400 on asOf, and no event', async () => {
    const head = await t.deps.store.headPosition();
    const wrong: string[] = [];
    for (const { url } of asOfRoutes()) {
      for (const [asOf, message] of Object.entries(BAD)) {
        const response = await admin.get(`${url}&asOf=${asOf}`);
        const error = response.json().error as { fields?: Record<string, string> } | undefined;
        if (response.statusCode !== 400 || error?.fields?.asOf !== message) {
          wrong.push(`${url} ${asOf} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
      const past = await admin.get(`${url}&asOf=2026-03-10T12:00:00Z`);
      if (past.statusCode >= 500 || past.json().error?.code === 'invalid_request') {
        wrong.push(`${url} past -> ${past.statusCode} ${past.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.deps.store.readAll({ from: head })).toEqual([]);
  });
});
