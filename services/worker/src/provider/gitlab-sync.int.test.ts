import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_WORKLOGS_STREAM,
  userStream,
  workspaceStream,
  type UserRegistered,
  type WorkspaceCreated,
} from '@teamledger/domain';
import { createLogger, createPool, type Clock } from '@teamledger/platform';
import {
  createGitlabSimulator,
  type GitlabSimulator,
} from '../../../../tools/provider-simulator/gitlab.js';
import { startProjectedStore, type ProjectedStore } from '../test-support/projected-store.js';
import { createGitlabProvider } from './gitlab-adapter.js';
import {
  recordSync,
  syncDirectory,
  syncWorklogs,
  syncWorkspaceMilestones,
  syncedMilestoneId,
  worklogSyncRange,
  type SyncDeps,
} from './sync.js';

const today = '2026-11-10';
const clock: Clock = { now: () => new Date(`${today}T18:00:00Z`) };
const logger = createLogger('test', 'silent');
const ada = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const platform = '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f';
const PATH = 'northwind/teamledger';

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: ada,
    email: 'ada@northwind.test',
    name: 'Ada',
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
};
const workspace: WorkspaceCreated = {
  type: 'WorkspaceCreated',
  data: {
    workspaceId: platform,
    name: 'Teamledger',
    isProviderSpace: true,
    providerSpaceId: PATH,
    providerCheck: null,
    hallType: 10,
  },
};

let simulator: GitlabSimulator;
let firstTimelog: string;
let secondTimelog: string;
let baseUrl: string;
let projected: ProjectedStore;
let deps: SyncDeps;

async function sync() {
  await syncDirectory(deps, 'test');
  await syncWorkspaceMilestones(deps, { id: platform, providerSpaceId: PATH }, 'test');
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

beforeAll(async () => {
  simulator = createGitlabSimulator({ token: 'glpat-1', pageSize: 2 });
  simulator.addProject({ id: 7, name: 'Teamledger', path: PATH });
  simulator.addMember({
    id: 11,
    username: 'ada',
    name: 'Ada',
    email: 'ada@northwind.test',
    projectPaths: [PATH],
  });
  simulator.addMilestone({
    id: 41,
    iid: 1,
    projectPath: PATH,
    title: 'Release 1.4',
    state: 'active',
  });
  simulator.addIssue({
    id: 901,
    iid: 12,
    projectPath: PATH,
    title: 'Sync retries',
    milestoneId: 41,
  });
  firstTimelog = simulator.addTimelog({
    projectPath: PATH,
    userId: 11,
    spentAt: '2026-11-02T09:00:00Z',
    timeSpent: 5400,
    summary: 'Back off',
    issueIid: 12,
  });
  secondTimelog = simulator.addTimelog({
    projectPath: PATH,
    userId: 11,
    spentAt: '2026-11-03T09:00:00Z',
    timeSpent: 3600,
    mergeRequest: { iid: 7, title: 'Retry-After' },
  });
  simulator.addTimelog({
    projectPath: PATH,
    userId: 11,
    spentAt: '2026-11-04T09:00:00Z',
    timeSpent: 25 * 3600,
    issueIid: 12,
  });
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(simulator.app.server.address() as { port: number }).port}`;
  projected = await startProjectedStore();
  await projected.given(userStream(ada), registered);
  await projected.given(workspaceStream(platform), workspace);
  await projected.watcher.waitFor(await projected.store.headPosition(), { timeoutMs: 10_000 });
  deps = {
    pool: createPool(projected.database.url, { max: 4 }),
    store: projected.store,
    clock,
    companyTimeZone: 'UTC',
    logger,
    siteUrl: 'https://unused.test',
    provider: createGitlabProvider({
      baseUrl,
      token: 'glpat-1',
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

describe('the provider sync from GitLab', () => {
  it('brings timelogs as hours with their issue as the ticket, once, and skips one over 12 h', async () => {
    const first = await sync();
    expect(first.counts).toEqual({ added: 2, existing: 0, skipped: 1 });
    expect(first.skipped.map((s) => s.record)).toEqual([expect.stringMatching(/^task gitlab-/)]);
    const rows = (
      await deps.pool.query<Record<string, unknown>>(
        `SELECT user_id, milestone_id, title, hours::text AS hours, date::text AS date,
                ticket_number, ticket_url FROM worklogs ORDER BY date`,
      )
    ).rows;
    expect(rows).toEqual([
      {
        user_id: ada,
        milestone_id: syncedMilestoneId(PATH, '41'),
        title: 'Sync retries',
        hours: '1.50',
        date: '2026-11-02',
        ticket_number: 12,
        ticket_url: `${baseUrl}/${PATH}/-/issues/12`,
      },
      {
        user_id: ada,
        milestone_id: null,
        title: '!7 Retry-After',
        hours: '1.00',
        date: '2026-11-03',
        ticket_number: null,
        ticket_url: null,
      },
    ]);
    // The next sync reads from the cursor (less its overlap): nothing new, nothing twice.
    const second = await sync();
    expect(second.counts.added).toBe(0);
    const count = await deps.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM worklogs`);
    expect(count.rows[0]!.n).toBe('2');
  });
});

describe('GitLab timelogs changed or deleted since the last sync', () => {
  const scoped = () => ({
    ...deps,
    workspaces: [
      { id: platform, name: 'Platform', provider: 'gitlab' as const, providerSpaceId: PATH },
    ],
  });
  const syncScoped = async (range: { from: string; to: string }) => {
    const report = await syncWorklogs(scoped(), range, 'scoped');
    await projected.watcher.waitFor(await projected.store.headPosition(), { timeoutMs: 10_000 });
    return report;
  };
  const range = { from: '2026-11-01', to: today };

  it('deletes a deleted timelog and corrects a changed one, as events, once', async () => {
    simulator.updateTimelog(firstTimelog, { timeSpent: 2 * 3600, summary: 'Back off, again' });
    simulator.deleteTimelog(secondTimelog);
    const report = await syncScoped(range);
    expect(report.counts).toMatchObject({ added: 0, corrected: 1, deleted: 1 });
    const rows = (
      await deps.pool.query<Record<string, unknown>>(
        `SELECT hours::text AS hours, date::text AS date FROM worklogs ORDER BY date`,
      )
    ).rows;
    expect(rows).toEqual([{ hours: '2.00', date: '2026-11-02' }]);
    const types = (await projected.store.readAll()).map((event) => event.type);
    expect(types.filter((type) => type === 'HoursDeleted')).toHaveLength(1);
    expect(types.filter((type) => type === 'HoursCorrected')).toHaveLength(1);

    // Again: nothing more.
    const again = await syncScoped(range);
    expect(again.counts.corrected ?? 0).toBe(0);
    expect(again.counts.deleted ?? 0).toBe(0);
    expect(
      (await projected.store.readAll()).filter((event) => event.type === 'HoursDeleted'),
    ).toHaveLength(1);
  });

  it('deletes nothing when the provider answered a record it could not read', async () => {
    simulator.addTimelog({
      projectPath: PATH,
      userId: 11,
      spentAt: '2026-11-05T09:00:00Z',
      timeSpent: 1800,
      replace: { id: 'gid://gitlab/Timelog/x', spentAt: 'not a date' },
    });
    simulator.deleteTimelog(firstTimelog);
    const report = await syncScoped(range);
    expect(report.counts).toMatchObject({ deletionsNotChecked: 1 });
    expect(report.counts.deleted ?? 0).toBe(0);
    const count = await deps.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM worklogs`);
    expect(count.rows[0]!.n).toBe('1');
  });
});
