import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '@teamledger/domain';
import { createLogger } from '@teamledger/platform';
import { demoEmail } from '../../services/api/src/demo/seed.js';
import { clientFor, type Client } from '../../services/api/src/test-support/client.js';
import { personId, seedPeople, signIn } from '../../services/api/src/test-support/sessions.js';
import { createTestApp, type TestApp } from '../../services/api/src/test-support/test-app.js';
import { createGitlabProvider } from '../../services/worker/src/provider/gitlab-adapter.js';
import { createJiraProvider } from '../../services/worker/src/provider/jira-adapter.js';
import { fixedProviders } from '../../services/worker/src/provider/providers.js';
import {
  startTestWorker,
  type RunningWorker,
} from '../../services/worker/src/test-support/running-worker.js';
import { createGitlabSimulator } from '../../tools/provider-simulator/gitlab.js';
import { createJiraSimulator } from '../../tools/provider-simulator/jira.js';

/**
 * Several providers in one company (D275, D276, D278): a workspace reads Jira, another
 * GitLab, the demo's Platform Core the default Assembla, for which the worker holds no token.
 * Through the API and the worker, as an admin does: Sync Milestones, then the Sync Routine;
 * the TimeSheet and Milestone reports show each workspace's hours and milestones, the job
 * each workspace's part, and a second routine adds nothing.
 */
const logger = createLogger('test', 'silent');
const pavel = demoEmail('provider');
const jira = createJiraSimulator({ email: 'sync@northwind.test', apiToken: 'jira-1', pageSize: 1 });
const gitlab = createGitlabSimulator({ token: 'glpat-1', pageSize: 1 });

let t: TestApp;
let admin: Client;
let worker: RunningWorker;
let today: string;

const url = (app: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  today = localDate(t.deps.clock.now().toISOString(), 'UTC');
  const twoDaysAgo = addDays(today, -2);
  const yesterday = addDays(today, -1);

  jira.addProject({ id: '10000', key: 'TL', name: 'Teamledger' });
  jira.addPerson({
    accountId: 'acc-pavel',
    displayName: 'Pavel',
    emailAddress: pavel,
    projectKeys: ['TL'],
  });
  jira.addVersion({ id: '501', projectKey: 'TL', name: 'Release 2.0', released: false });
  jira.addIssue({ id: '30012', key: 'TL-12', summary: 'Sync retries', fixVersionIds: ['501'] });
  jira.addWorklog({
    issueKey: 'TL-12',
    accountId: 'acc-pavel',
    started: `${twoDaysAgo}T09:00:00Z`,
    timeSpentSeconds: 2 * 3600,
  });
  jira.addWorklog({
    issueKey: 'TL-12',
    accountId: 'acc-pavel',
    started: `${yesterday}T09:00:00Z`,
    timeSpentSeconds: 5400,
  });

  gitlab.addProject({ id: 7, name: 'North App', path: 'north/app' });
  gitlab.addMember({
    id: 11,
    username: 'pavel',
    name: 'Pavel',
    email: pavel,
    projectPaths: ['north/app'],
  });
  gitlab.addMilestone({ id: 41, iid: 1, projectPath: 'north/app', title: 'Beta', state: 'active' });
  gitlab.addIssue({
    id: 901,
    iid: 3,
    projectPath: 'north/app',
    title: 'Offline mode',
    milestoneId: 41,
  });
  gitlab.addTimelog({
    projectPath: 'north/app',
    userId: 11,
    spentAt: `${twoDaysAgo}T10:00:00Z`,
    timeSpent: 3600,
    issueIid: 3,
  });
  gitlab.addTimelog({
    projectPath: 'north/app',
    userId: 11,
    spentAt: `${yesterday}T10:00:00Z`,
    timeSpent: 1800,
    issueIid: 3,
  });

  await jira.app.listen({ port: 0, host: '127.0.0.1' });
  await gitlab.app.listen({ port: 0, host: '127.0.0.1' });
  worker = startTestWorker({
    databaseUrl: t.deps.config.DATABASE_URL,
    redisUrl: t.deps.config.REDIS_URL,
    prefix: t.deps.config.REDIS_PREFIX,
    smtpPort: 1,
    store: t.deps.store,
    clock: t.deps.clock,
    providers: {
      ...fixedProviders(
        {
          jira: createJiraProvider({
            baseUrl: url(jira.app),
            email: 'sync@northwind.test',
            apiToken: 'jira-1',
            logger,
            baseDelayMs: 1,
          }),
          gitlab: createGitlabProvider({
            baseUrl: url(gitlab.app),
            token: 'glpat-1',
            logger,
            baseDelayMs: 1,
          }),
        },
        { defaultProvider: 'assembla' },
      ),
    },
  });
  admin = clientFor(t.app, await signIn(t.app, 'admin'));
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await t?.close();
  await jira.app.close();
  await gitlab.app.close();
});

/** Starts a sync and waits for its job to end; its status as GET /api/jobs/:id answers. */
async function runSync(path: string) {
  const started = await admin.post(path);
  expect(started.statusCode).toBe(201);
  const { jobId } = started.json();
  let job: { state: string } & Record<string, unknown> = { state: 'queued' };
  await expect
    .poll(
      async () => {
        job = (await admin.get(`/api/jobs/${jobId}`)).json().job;
        return job.state;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toMatch(/^(completed|failed)$/);
  return job;
}

async function workspace(name: string, provider: string, providerSpaceId: string) {
  const created = await admin.post('/api/workspaces', { name });
  expect(created.statusCode).toBe(201);
  const { id } = created.json();
  const linked = await admin.put(`/api/workspaces/${id}/provider`, { provider, providerSpaceId });
  expect(linked.statusCode).toBe(200);
  return id as string;
}

describe('one company, several providers', () => {
  it('syncs each workspace from its own provider into the TimeSheet and Milestone reports, once', async () => {
    const jiraSpace = await workspace('Jira Team', 'jira', 'TL');
    const gitlabSpace = await workspace('GitLab Team', 'gitlab', 'north/app');

    const milestones = await runSync('/api/milestones/sync');
    expect(milestones.state).toBe('completed');
    const routine = await runSync('/api/sync/routine');
    expect(routine.state).toBe('completed');
    expect(routine.counts).toMatchObject({ hoursAdded: 4, hoursExisting: 0, notSynced: 1 });
    // By provider (Assembla, Jira, GitLab), then by name.
    expect(routine.workspaces).toEqual([
      expect.objectContaining({
        name: 'Platform Core',
        provider: 'assembla',
        state: 'no-credential',
        reason:
          "The worker's environment holds no Assembla token (PROVIDER_API_KEY and PROVIDER_API_SECRET).",
      }),
      expect.objectContaining({
        workspaceId: jiraSpace,
        provider: 'jira',
        state: 'done',
        records: 2,
        added: 2,
      }),
      expect.objectContaining({
        workspaceId: gitlabSpace,
        provider: 'gitlab',
        state: 'done',
        records: 2,
        added: 2,
      }),
    ]);

    const range = `from=${addDays(today, -7)}&to=${today}&users=${personId('provider')}`;
    const timesheet = (await admin.get(`/api/reports/timesheet?${range}`)).json();
    const hours = timesheet.rows
      .filter((row: { workspace: { id: string } }) =>
        [jiraSpace, gitlabSpace].includes(row.workspace.id),
      )
      .map(
        (row: {
          workspace: { name: string };
          milestone: { name: string } | null;
          totalHours: number;
        }) => [row.workspace.name, row.milestone?.name ?? null, row.totalHours],
      );
    expect(hours).toEqual([
      ['GitLab Team', 'Beta', 1.5],
      ['Jira Team', 'Release 2.0', 3.5],
    ]);
    const report = (
      await admin.get(`/api/reports/milestones?${range}&workspaces=${jiraSpace},${gitlabSpace}`)
    ).json();
    expect(
      report.milestones.map(
        (m: { milestone: { name: string } | null; workspace: { name: string }; hours: number }) => [
          m.workspace.name,
          m.milestone?.name ?? null,
          m.hours,
        ],
      ),
    ).toEqual([
      // Most hours first.
      ['Jira Team', 'Release 2.0', 3.5],
      ['GitLab Team', 'Beta', 1.5],
    ]);
    expect(report.totalHours).toBe(5);

    const again = await runSync('/api/sync/routine');
    expect(again.counts).toMatchObject({
      hoursAdded: 0,
      hoursExisting: 4,
      hoursCorrected: 0,
      hoursDeleted: 0,
    });
    const after = (await admin.get(`/api/reports/timesheet?${range}`)).json();
    expect(after.rows).toEqual(timesheet.rows);
  }, 120_000);

  it('after a routine broken by 500s and a malformed answer, the clean retry leaves what a clean sync does', async () => {
    const range = `from=${addDays(today, -7)}&to=${today}&users=${personId('provider')}`;
    const gone = jira.addWorklog({
      issueKey: 'TL-12',
      accountId: 'acc-pavel',
      started: `${today}T08:00:00Z`,
      timeSpentSeconds: 3600,
    });
    gitlab.addTimelog({
      projectPath: 'north/app',
      userId: 11,
      spentAt: `${today}T08:00:00Z`,
      timeSpent: 2 * 3600,
      issueIid: 3,
    });
    jira.setFaults([{ kind: '500', times: 12, match: '/worklog/updated' }]);
    gitlab.setFaults([{ kind: 'malformed', times: 1, match: '/api/graphql' }]);
    // The job fails while the faults last and is retried by the queue until they end.
    const broken = await runSync('/api/sync/routine');
    expect(broken.state).toBe('completed');
    // Its counts are the last try's: what the tries before it added is existing by then.
    expect(broken.counts).toMatchObject({ hoursCorrected: 0, hoursDeleted: 0 });
    const counts = broken.counts as Record<string, number>;
    expect(counts.hoursAdded! + counts.hoursExisting!).toBe(6);
    const afterFaults = (await admin.get(`/api/reports/timesheet?${range}`)).json().rows;

    // Then Jira deletes one: a clean routine deletes it here, and the rest is as it was.
    jira.deleteWorklog(gone);
    const clean = await runSync('/api/sync/routine');
    expect(clean.counts).toMatchObject({ hoursAdded: 0, hoursDeleted: 1 });
    const rows = (await admin.get(`/api/reports/timesheet?${range}`)).json().rows;
    const hoursOf = (list: { workspace: { name: string }; totalHours: number }[]) =>
      Object.fromEntries(
        list
          .filter((row) => row.workspace.name.endsWith('Team'))
          .map((row) => [row.workspace.name, row.totalHours]),
      );
    expect(hoursOf(afterFaults)).toEqual({ 'GitLab Team': 3.5, 'Jira Team': 4.5 });
    expect(hoursOf(rows)).toEqual({ 'GitLab Team': 3.5, 'Jira Team': 3.5 });
  }, 180_000);
});
