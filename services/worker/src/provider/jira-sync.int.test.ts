import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_WORKLOGS_STREAM,
  SYNCED_CHANGE_REASON,
  userStream,
  workspaceStream,
  type UserRegistered,
  type WorkspaceCreated,
} from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';
import { createLogger, createPool, type Clock } from '@teamledger/platform';
import {
  createJiraSimulator,
  type JiraSimulator,
} from '../../../../tools/provider-simulator/jira.js';
import { startProjectedStore, type ProjectedStore } from '../test-support/projected-store.js';
import { createJiraProvider } from './jira-adapter.js';
import {
  SYNCED_DELETE_REASON,
  recordSync,
  syncDirectory,
  syncWorklogs,
  syncWorkspaceMilestones,
  syncedMilestoneId,
  syncedWorklogId,
  worklogSyncRange,
  type SyncDeps,
} from './sync.js';

const today = '2026-11-10';
const clock: Clock = { now: () => new Date(`${today}T18:00:00Z`) };
const logger = createLogger('test', 'silent');
const ada = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const grace = '1c8a7d2f-4a1b-5c8f-8b62-4d2a3a1d0b22';
const platform = '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f';

const registered = (userId: string, email: string): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    email,
    name: email.split('@')[0]!,
    role: 'User',
    status: 'active',
    via: 'admin',
    teamName: null,
    leadIds: [],
    workspaceIds: [platform],
    defaultWorkspaceId: platform,
    isProviderUser: true,
    isLead: false,
    gender: null,
  },
});
const jiraWorkspace: WorkspaceCreated = {
  type: 'WorkspaceCreated',
  data: {
    workspaceId: platform,
    name: 'Teamledger',
    isProviderSpace: true,
    // A Jira workspace's provider space is its project key.
    providerSpaceId: 'TL',
    providerCheck: null,
    hallType: 10,
  },
};
const meta = {
  actorId: null,
  at: `${today}T08:00:00Z`,
  correlationId: 'seed',
  causationId: null,
  source: 'system' as const,
};

let simulator: JiraSimulator;
let baseUrl: string;
let projected: ProjectedStore;
let deps: SyncDeps;
const ids: Record<string, string> = {};

async function seed(store: EventStore) {
  const events: [string, UserRegistered | WorkspaceCreated][] = [
    [userStream(ada), registered(ada, 'ada@northwind.test')],
    [userStream(grace), registered(grace, 'grace@northwind.test')],
    [workspaceStream(platform), jiraWorkspace],
  ];
  for (const [stream, event] of events) {
    await store.appendToStream(stream, [{ id: crypto.randomUUID(), ...event, metadata: meta }]);
  }
}

async function sync() {
  await syncDirectory(deps, 'test');
  await syncWorkspaceMilestones(deps, { id: platform, providerSpaceId: 'TL' }, 'test');
  const range = await worklogSyncRange(deps);
  const report = await syncWorklogs(deps, range, 'test');
  await recordSync(deps, PROVIDER_WORKLOGS_STREAM, {
    syncId: null,
    kind: 'worklogs',
    ...range,
    ...report,
    at: clock.now().toISOString(),
  });
  await projected.watcher.waitFor(await projected.store.headPosition(), { timeoutMs: 10_000 });
  return report;
}

const rows = async () =>
  (
    await deps.pool.query<Record<string, unknown>>(
      `SELECT id, user_id, milestone_id, title, details, hours::text AS hours, date::text AS date,
              source, ticket_number, ticket_url FROM worklogs ORDER BY date, id`,
    )
  ).rows;

beforeAll(async () => {
  simulator = createJiraSimulator({
    email: 'sync@northwind.test',
    apiToken: 'token-1',
    pageSize: 2,
    now: () => clock.now().getTime() - 3_600_000,
  });
  simulator.addProject({ id: '10000', key: 'TL', name: 'Teamledger' });
  for (const [accountId, name] of [
    ['acc-ada', 'ada'],
    ['acc-grace', 'grace'],
  ] as const) {
    simulator.addPerson({
      accountId,
      displayName: name,
      emailAddress: `${name}@northwind.test`,
      projectKeys: ['TL'],
    });
  }
  simulator.addVersion({ id: '20001', projectKey: 'TL', name: 'Release 1.4', released: false });
  simulator.addIssue({
    id: '30012',
    key: 'TL-12',
    summary: 'Sync retries',
    fixVersionIds: ['20001'],
  });
  simulator.addIssue({ id: '30013', key: 'TL-13', summary: 'Jira adapter' });
  ids.a = simulator.addWorklog({
    issueKey: 'TL-12',
    accountId: 'acc-ada',
    started: '2026-11-02T09:00:00Z',
    timeSpentSeconds: 5400,
    comment: 'Back off on 429',
  });
  ids.b = simulator.addWorklog({
    issueKey: 'TL-13',
    accountId: 'acc-grace',
    started: '2026-11-03T13:30:00Z',
    timeSpentSeconds: 7200,
  });
  ids.c = simulator.addWorklog({
    issueKey: 'TL-13',
    accountId: 'acc-ada',
    started: '2026-11-04T10:00:00Z',
    timeSpentSeconds: 900,
  });
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(simulator.app.server.address() as { port: number }).port}`;
  projected = await startProjectedStore();
  await seed(projected.store);
  await projected.watcher.waitFor(await projected.store.headPosition(), { timeoutMs: 10_000 });
  deps = {
    pool: createPool(projected.database.url, { max: 4 }),
    store: projected.store,
    clock,
    companyTimeZone: 'UTC',
    logger,
    siteUrl: 'https://unused.test',
    provider: createJiraProvider({
      baseUrl,
      email: 'sync@northwind.test',
      apiToken: 'token-1',
      logger,
      baseDelayMs: 1,
      wait: async () => undefined,
    }),
  };
});
afterAll(async () => {
  await deps?.pool.end();
  await projected?.close();
  await simulator.app.close();
});

describe('the provider sync from Jira Cloud', () => {
  it('brings worklogs as hours with their issue key as the ticket, once', async () => {
    const first = await sync();
    expect(first.counts).toEqual({ added: 3, existing: 0, skipped: 0 });
    expect(await rows()).toEqual([
      {
        id: syncedWorklogId(`jira-${ids.a}`),
        user_id: ada,
        milestone_id: syncedMilestoneId('TL', '20001'),
        title: 'TL-12 Sync retries',
        details: 'Back off on 429',
        hours: '1.50',
        date: '2026-11-02',
        source: 'provider',
        ticket_number: 12,
        ticket_url: `${baseUrl}/browse/TL-12`,
      },
      expect.objectContaining({ user_id: grace, hours: '2.00', title: 'TL-13 Jira adapter' }),
      expect.objectContaining({ user_id: ada, hours: '0.25', date: '2026-11-04' }),
    ]);
    const second = await sync();
    expect(second.counts).toEqual({ added: 0, existing: 3, skipped: 0 });
    expect(await rows()).toHaveLength(3);
  });

  it('corrects a worklog changed in Jira and deletes one deleted there, as events', async () => {
    simulator.updateWorklog(ids.b!, { timeSpentSeconds: 3600, comment: 'Half of it' });
    simulator.deleteWorklog(ids.c!);
    const report = await sync();
    expect(report.counts).toMatchObject({ added: 0, corrected: 1, deleted: 1 });
    const now = await rows();
    expect(now.map((row) => [row.user_id, row.hours, row.details])).toEqual([
      [ada, '1.50', 'Back off on 429'],
      [grace, '1.00', 'Half of it'],
    ]);
    const changes = await deps.pool.query<{ kind: string; reason: string }>(
      `SELECT kind, reason FROM worklog_changes ORDER BY position`,
    );
    expect(changes.rows.map((row) => row.reason)).toEqual([
      SYNCED_CHANGE_REASON,
      SYNCED_DELETE_REASON,
    ]);
    // Run again: the same correction and deletion add nothing.
    const again = await sync();
    expect(again.counts).toMatchObject({ added: 0, existing: 2 });
    expect(again.counts.corrected ?? 0).toBe(0);
    expect(again.counts.deleted ?? 0).toBe(0);
  });

  it('skips hostile worklogs (a bad date, NUL, more than the day holds) and reports them', async () => {
    const hostile = [
      simulator.addWorklog({
        issueKey: 'TL-12',
        accountId: 'acc-ada',
        started: '2026-11-05T09:00:00Z',
        timeSpentSeconds: 600,
        raw: { started: '2026-13-45T09:00:00.000+0000' },
      }),
      simulator.addWorklog({
        issueKey: 'TL-12',
        accountId: 'acc-ada',
        started: '2026-11-05T09:00:00Z',
        timeSpentSeconds: 600,
        comment: 'nul \u0000 here',
      }),
      simulator.addWorklog({
        issueKey: 'TL-12',
        accountId: 'acc-ada',
        started: '2026-11-05T09:00:00Z',
        timeSpentSeconds: 25 * 3600,
      }),
    ];
    const good = simulator.addWorklog({
      issueKey: 'TL-13',
      accountId: 'acc-grace',
      started: '2026-11-05T09:00:00Z',
      timeSpentSeconds: 1800,
    });
    const report = await sync();
    expect(report.counts).toMatchObject({ added: 1, skipped: 3 });
    expect(report.skipped.map((s) => s.record)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`(id ${hostile[0]})`),
        expect.stringContaining(`(id ${hostile[1]})`),
        `task jira-${hostile[2]}`,
      ]),
    );
    expect((await rows()).map((row) => row.id)).toContain(syncedWorklogId(`jira-${good}`));
    expect(await rows()).toHaveLength(3);
  });
});
