import type { FastifyInstance } from 'fastify';
import { demoLeadRequestId, demoTeamId, demoWorkspaceId } from '../demo/seed-people-admin.js';
import { DEMO_PASSWORD } from '../demo/seed.js';
import { demoTemplateId } from '../demo/seed-scores.js';
import { personId } from './sessions.js';

/**
 * A valid body for every /api route that takes one (several for a route whose body is a
 * union), with real ids of the demo company (seedPeople), so a test can spoil one field at
 * a time and know the field, not the rest of the body, is what the API refuses.
 */
export function commandBodies(milestoneId: string): Record<string, Record<string, unknown>[]> {
  const mobile = demoWorkspaceId('mobile');
  const password = 'a-good-password';
  return {
    'POST /api/auth/login': [{ email: 'user@northwind.test', password: DEMO_PASSWORD }],
    'POST /api/auth/register': [
      {
        name: 'Nia Park',
        email: 'nia@northwind.test',
        password,
        confirmPassword: password,
        gender: 'F',
      },
    ],
    'POST /api/auth/password': [
      {
        token: '0d7c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f.c2VjcmV0',
        password,
        confirmPassword: password,
      },
    ],
    'POST /api/auth/password-reset': [{ email: 'user@northwind.test' }],
    'POST /api/auth/two-factor': [{ pendingToken: 'a-pending-sign-in', code: '123456' }],
    'POST /api/me/two-factor/confirm': [{ code: '123456' }],
    'POST /api/auth/sso/callback': [{ params: 'code=abc&state=xyz' }],
    'POST /api/me/sessions/end': [{ sessionId: null }],
    'PUT /api/me/profile': [
      {
        username: 'Uma P.',
        currentPassword: DEMO_PASSWORD,
        newPassword: password,
        confirmPassword: password,
      },
    ],
    'PUT /api/me/availability': [{ availability: 'Online', textStatus: 'In a review' }],
    'PUT /api/settings': [
      {
        hrEmail: 'people@northwind.test',
        hrUserId: personId('hr'),
        companyTimeZone: 'Europe/Berlin',
        correctionWindowWeeks: 2,
        leaveApprover: 'hr',
        twoFactorRoles: ['Client'],
        leavePolicies: {
          Annual: {
            yearlyDays: 25,
            grant: 'monthly',
            carryOverDays: 5,
            carryOverExpires: '03-31',
            allowNegative: false,
          },
          Sick: {
            yearlyDays: 12,
            grant: 'yearly',
            carryOverDays: 0,
            carryOverExpires: null,
            allowNegative: true,
          },
          Casual: {
            yearlyDays: 6.5,
            grant: 'yearly',
            carryOverDays: 0,
            carryOverExpires: null,
            allowNegative: false,
          },
        },
        overtimeCarryOverHours: 40,
        timesheetPeriod: 'month',
        timesheetAutoLockDays: 3,
        timesheetReminders: { submit: true, approve: true, time: '08:30' },
        reminderSchedule: {
          standupMissing: { enabled: true, time: '10:30' },
          hoursLog: { enabled: false, time: '18:30' },
          lessHours: { enabled: true, time: '19:00', minimumHours: 6 },
        },
      },
    ],
    // Off first (no provider needed); then a provider, for every field.
    'PUT /api/settings/sso': [
      {
        issuer: '',
        clientId: '',
        providerName: '',
        createUnknownPeople: true,
        passwordSignIn: 'everyone',
      },
      {
        issuer: 'https://id.northwind.test',
        clientId: 'teamledger',
        clientSecret: 'a-client-secret',
        providerName: 'Northwind ID',
        createUnknownPeople: false,
        passwordSignIn: 'admins',
      },
    ],
    'POST /api/users': [
      {
        name: 'Omar Haddad',
        email: 'omar@northwind.test',
        role: 'User',
        status: 'active',
        teamName: 'Platform',
        lead1: personId('lead'),
        lead2: personId('manager'),
        lead3: '',
        workspaceIds: [mobile],
        defaultWorkspaceId: mobile,
        isProviderUser: false,
        isLead: false,
        gender: 'M',
        password,
        joinedOn: '2026-03-02',
      },
    ],
    'PUT /api/users/:id': [
      {
        name: 'Uma Patel',
        role: 'User',
        teamName: 'Platform',
        lead1: personId('lead'),
        lead2: personId('manager'),
        lead3: '',
        workspaceIds: [mobile],
        defaultWorkspaceId: mobile,
        isProviderUser: false,
        isLead: false,
        gender: 'F',
        excludedFromHrReports: false,
        joinedOn: '2026-01-05',
        newPassword: password,
      },
    ],
    'POST /api/users/:id/password': [{ password, confirmPassword: password }],
    'POST /api/users/:id/working-time': [
      { effectiveFrom: '2099-06-01', weekHours: [8, 8, 8, 8, 4.5, 0, 0], reason: 'Short\tFridays' },
    ],
    'POST /api/users/:id/overtime-adjustments': [
      { date: '2099-06-01', hours: -2.5, reason: 'Paid\tout' },
    ],
    'POST /api/users/:id/timesheets/:period/submit': [{}],
    'POST /api/users/:id/timesheets/:period/withdraw': [{}],
    'POST /api/users/:id/timesheets/:period/approve': [{ note: 'Fine,\tthanks' }],
    'POST /api/users/:id/timesheets/:period/reject': [{ note: 'Friday\tis short' }],
    'POST /api/users/:id/timesheets/:period/reopen': [{ reason: 'Wrong\tproject' }],
    'POST /api/users/:id/timesheets/:period/grace': [{ until: '2099-06-01' }],
    'POST /api/timesheets/decide': [
      {
        decision: 'reject',
        note: 'Friday\tis short',
        periods: [{ userId: personId('user'), period: '2099-W10' }],
      },
    ],
    'POST /api/users/:id/status': [
      { action: 'block', reason: 'Left for a while' },
      { action: 'activate' },
      {
        action: 'accept',
        role: 'User',
        teamName: 'Platform',
        lead1: personId('lead'),
        workspaceIds: [mobile],
      },
      { action: 'reject', reason: 'Not one of ours' },
      { action: 'markLeft', effectiveDate: '2026-03-02', reason: 'Moved abroad' },
    ],
    'POST /api/teams': [{ name: 'Design' }],
    'PUT /api/teams/:id': [{ name: 'People Ops' }],
    'POST /api/workspaces': [
      { name: 'Lab', isProviderSpace: true, providerSpaceId: 'lab-space', hallType: 10 },
      { name: 'Lab Local', provider: 'none', hallType: 10 },
    ],
    'PUT /api/workspaces/:id': [{ name: 'Mobile Apps' }],
    'PUT /api/workspaces/:id/seating': [{ hallType: 10, seatOrder: [personId('lead')] }],
    'PUT /api/workspaces/:id/provider': [
      { provider: 'jira', providerSpaceId: 'TL' },
      { provider: 'none' },
    ],
    'PUT /api/provider/connections/:provider': [
      { baseUrl: 'https://northwind.atlassian.net', account: 'sync@northwind.test' },
    ],
    'POST /api/lead-requests': [
      {
        name: 'Gus Ortiz',
        email: 'gus@umbrella.test',
        message: 'Needs a demo.\nNext week.',
        ticketUrl: 'https://northwind.assembla.test/tickets/7',
        assigneeId: personId('user'),
      },
    ],
    'POST /api/lead-requests/:id/accept': [{}],
    'POST /api/lead-requests/:id/reject': [{ reason: 'Not a fit' }],
    'POST /api/lead-requests/:id/reassign': [{ assigneeId: personId('provider') }],
    'POST /api/holidays': [{ title: 'Founders Day', date: '2099-06-01' }],
    'POST /api/standups': [{ yesterday: 'Reviews', today: 'Tests', roadblocks: 'None' }],
    'PUT /api/users/:id/standups/:date': [
      { yesterday: 'Reviews', today: 'Tests', roadblocks: 'None', reason: 'Wrong\tday' },
    ],
    'POST /api/leaves': [
      {
        leaveType: 'Annual',
        details: 'Family visit',
        from: '2099-06-01',
        to: '2099-06-01',
        halfDay: true,
      },
    ],
    'POST /api/leaves/:id/approve': [{ note: 'Enjoy\tit' }],
    'POST /api/leaves/:id/reject': [{ note: 'Release\tweek' }],
    'POST /api/leaves/:id/cancel': [{ reason: 'Needed\there' }],
    'POST /api/leaves/decide': [
      { leaveIds: ['00000000-0000-4000-8000-000000000000'], decision: 'reject', note: 'Sorry' },
    ],
    'POST /api/worklogs': [
      {
        workspaceId: mobile,
        milestoneId,
        title: 'Tablet layout',
        details: 'Grid\tand spacing',
        hours: 1.5,
        date: '2099-06-01',
      },
    ],
    'PUT /api/worklogs/:id': [
      {
        workspaceId: mobile,
        milestoneId,
        title: 'Tablet layout',
        details: 'Grid\tand spacing',
        hours: 1.5,
        date: '2099-06-01',
        reason: 'Typed\t12 for 1.5',
      },
    ],
    'POST /api/worklogs/:id/delete': [{ reason: 'Logged twice' }],
    'POST /api/workspaces/:id/milestones': [
      {
        title: 'Release 3.0',
        startDate: '2099-06-01',
        dueDate: '2099-07-01',
        description: 'Tablet layouts',
      },
    ],
    'PUT /api/milestones/:id': [
      {
        title: 'Release 2.1',
        startDate: '2099-06-01',
        dueDate: '2099-07-01',
        description: 'Tablet layouts',
        status: 'Active',
      },
    ],
    'PUT /api/_test/clock': [{ now: '2026-03-02T08:00:00Z' }],
    // Liam, whom no other shared body blocks or deletes.
    'POST /api/reminders': [{ userId: personId('lead'), subject: 'hoursLog', date: '2026-03-02' }],
    'POST /api/templates': [{ name: 'QA', teamIds: [demoTeamId('People')], fields: ['Accuracy'] }],
    'PUT /api/templates/:id': [
      { name: 'Operations', teamIds: [demoTeamId('People')], fields: ['Ownership'] },
    ],
    'PUT /api/scores/:userId/:month/steps/:step': [
      {
        status: 'draft',
        baseVersion: 0,
        comments: 'Steady month.',
        score: { type: 'general', criteria: [{ name: 'Delivery', rating: 4 }] },
      },
      {
        status: 'draft',
        baseVersion: 0,
        score: {
          type: 'project',
          projects: [
            {
              name: 'Mobile App',
              weightage: 100,
              comments: 'Tablet layouts',
              criteria: [{ name: 'Delivery', rating: 4 }],
            },
          ],
        },
      },
    ],
    'POST /api/scores/approve': [{ scores: [{ userId: personId('user'), month: '2099-01' }] }],
    'POST /api/scores/reminders': [
      { scores: [{ userId: personId('user'), month: '2099-01', step: 'lead1' }] },
    ],
  };
}

/** A real id for each path parameter of a route pattern. */
/** An entry id no entry has: the sweeps' bodies are refused before it is looked up. */
export const DEMO_SWEEP_WORKLOG_ID = '0d7c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

export function urlFor(route: string, milestoneId: string): string {
  const [, pattern] = route.split(' ') as [string, string];
  const ids: Record<string, string> = {
    '/api/users/:id': personId('user'),
    '/api/teams/:id': demoTeamId('People'),
    '/api/workspaces/:id': demoWorkspaceId('mobile'),
    '/api/lead-requests/:id': demoLeadRequestId('dana'),
    '/api/milestones/:id': milestoneId,
    '/api/reports/users/:id': personId('user'),
    '/api/holidays/:date': '2099-06-01',
    '/api/templates/:id': demoTemplateId('Operations'),
    '/api/worklogs/:id': DEMO_SWEEP_WORKLOG_ID,
    // No such leave: the body is checked before the leave is looked for (404).
    '/api/leaves/:id': '00000000-0000-4000-8000-00000000beef',
    '/api/leaves/feeds/:scope': 'mine',
    '/api/provider/connections/:provider': 'jira',
  };
  // Routes with several path parameters, whole.
  const whole: Record<string, string> = {
    '/api/scores/:userId/:month': `/api/scores/${personId('user')}/2099-01`,
    '/api/scores/:userId/:month/history': `/api/scores/${personId('user')}/2099-01/history`,
    '/api/scores/:userId/:month/steps/:step': `/api/scores/${personId('user')}/2099-01/steps/lead1`,
    '/api/users/:id/standups/:date': `/api/users/${personId('user')}/standups/2099-06-01`,
    '/api/users/:id/standups/:date/history': `/api/users/${personId('user')}/standups/2099-06-01/history`,
    ...Object.fromEntries(
      ['submit', 'withdraw', 'approve', 'reject', 'reopen', 'grace'].map((step) => [
        `/api/users/:id/timesheets/:period/${step}`,
        `/api/users/${personId('user')}/timesheets/2099-W10/${step}`,
      ]),
    ),
  };
  if (whole[pattern]) return whole[pattern];
  const prefix = Object.keys(ids).find((p) => pattern.startsWith(p));
  return prefix ? prefix.replace(/:\w+$/, ids[prefix]!) + pattern.slice(prefix.length) : pattern;
}

/** The milestone Release 2.0 of the demo's Mobile App workspace. */
export async function demoMilestoneId(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/workspaces/${demoWorkspaceId('mobile')}/milestones`,
    headers: { cookie },
  });
  const { milestones } = response.json() as { milestones: { id: string; title: string }[] };
  const milestone = milestones.find((m) => m.title === 'Release 2.0');
  if (!milestone) throw new Error('the demo has no milestone Release 2.0');
  return milestone.id;
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiOperation {
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
  parameters?: { in: string; name: string }[];
}

/** Every property name a body schema can have, through unions. */
export function bodyProperties(operation: OpenApiOperation | undefined): string[] {
  const names = (schema: JsonSchema | undefined): string[] => [
    ...Object.keys(schema?.properties ?? {}),
    ...[...(schema?.oneOf ?? []), ...(schema?.anyOf ?? []), ...(schema?.allOf ?? [])].flatMap(
      names,
    ),
  ];
  return [...new Set(names(operation?.requestBody?.content?.['application/json']?.schema))];
}

/** The OpenAPI operation of a route "METHOD /api/x/:id". */
export function operationOf(
  paths: Record<string, Record<string, OpenApiOperation>>,
  route: string,
): OpenApiOperation | undefined {
  const [method, pattern] = route.split(' ') as [string, string];
  return paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
}

/** The path of every string in a body, e.g. ['reminderSchedule', 'hoursLog', 'time']. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A copy of `body` with the value at `path` replaced. */
export function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}
