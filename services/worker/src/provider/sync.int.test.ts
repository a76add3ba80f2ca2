import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderDataError,
  userStream,
  workspaceStream,
  type UserRegistered,
  type WorkspaceCreated,
} from '@teamledger/domain';
import type { Job } from 'bullmq';
import { createPostgresEventStore, type EventStore } from '@teamledger/eventstore';
import { ProjectorHost } from '@teamledger/projector';
import {
  createJobQueue,
  createLogger,
  createPool,
  createRedis,
  type Clock,
} from '@teamledger/platform';
import {
  createProviderSimulator,
  type ProviderSimulator,
} from '../../../../tools/provider-simulator/server.js';
import { startProjectedStore, type ProjectedStore } from '../test-support/projected-store.js';
import { createAssemblaProvider } from './assembla-adapter.js';
import { fixedProviders } from './providers.js';
import {
  readDirectory,
  syncDirectory,
  syncStandups,
  syncWorklogs,
  syncWorkspaceMilestones,
  worklogSyncRange,
  recordSync,
  type SyncDeps,
} from './sync.js';
import { PROVIDER_WORKLOGS_STREAM } from '@teamledger/domain';
import {
  countQuarantined,
  migrateDatabase,
  processors,
  readFailures,
} from '@teamledger/read-models';
import { createTestDatabase, createTestRedisPrefix } from '../../../../tests/support/database.js';
import { testRedisUrl } from '../../../../tests/support/env.js';
import { worklogSyncHandler } from '../jobs/provider-sync.js';

const today = '2026-03-10';
const clock: Clock = { now: () => new Date(`${today}T18:00:00Z`) };
const logger = createLogger('test', 'silent');
const people = {
  ada: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11',
  ben: '1c8a7d2f-4a1b-5c8f-8b62-4d2a3a1d0b22',
  /** Known to the provider, but not a provider user here: the sync leaves her alone. */
  cleo: '2d9b8e3a-5b2c-5d9a-9c73-5e3b4b2e1c33',
};
const spaces = {
  platform: '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f',
  mobile: '6d3e2f1a-9b8c-4d7e-8f6a-2b3c4d5e6f7a',
};

const registered = (userId: string, n: number, isProviderUser: boolean): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    // The provider answers lower case; ours may differ in case and still match.
    email: `Sim.User${n}@provider.test`.toLowerCase(),
    name: `Person ${n}`,
    role: 'User',
    status: 'active',
    via: 'admin',
    teamName: null,
    leadIds: [],
    workspaceIds: Object.values(spaces),
    defaultWorkspaceId: spaces.platform,
    isProviderUser,
    isLead: false,
    gender: null,
  },
});
const workspace = (workspaceId: string, spaceId: string): WorkspaceCreated => ({
  type: 'WorkspaceCreated',
  data: {
    workspaceId,
    name: spaceId,
    isProviderSpace: true,
    providerSpaceId: spaceId,
    providerCheck: null,
    hallType: 10,
  },
});
const meta = {
  actorId: null,
  at: `${today}T08:00:00Z`,
  correlationId: 'seed',
  causationId: null,
  source: 'system' as const,
};

async function seed(store: EventStore) {
  const events: [string, UserRegistered | WorkspaceCreated][] = [
    [userStream(people.ada), registered(people.ada, 1, true)],
    [userStream(people.ben), registered(people.ben, 2, true)],
    [userStream(people.cleo), registered(people.cleo, 3, false)],
    [workspaceStream(spaces.platform), workspace(spaces.platform, 'sim-space-1')],
    [workspaceStream(spaces.mobile), workspace(spaces.mobile, 'sim-space-2')],
  ];
  for (const [stream, event] of events) {
    await store.appendToStream(stream, [{ id: crypto.randomUUID(), ...event, metadata: meta }]);
  }
}

let simulator: ProviderSimulator;
let baseUrl: string;

const syncDeps = (pool: SyncDeps['pool'], store: EventStore): SyncDeps => ({
  pool,
  store,
  clock,
  companyTimeZone: 'UTC',
  logger,
  siteUrl: 'https://provider.test',
  provider: createAssemblaProvider({
    baseUrl,
    apiKey: 'k',
    apiSecret: 's',
    logger,
    baseDelayMs: 1,
    wait: async () => undefined,
  }),
});

async function world() {
  const projected = await startProjectedStore();
  await seed(projected.store);
  await projected.watcher.waitFor(await projected.store.headPosition(), { timeoutMs: 10_000 });
  const pool = createPool(projected.database.url, { max: 4 });
  const close = async () => {
    await pool.end();
    await projected.close();
  };
  return { projected, deps: syncDeps(pool, projected.store), close };
}

/** The read models the sync feeds, as rows that do not depend on positions or times. */
async function snapshot(projected: ProjectedStore, pool: SyncDeps['pool']) {
  await projected.watcher.waitFor(await projected.store.headPosition(), { timeoutMs: 10_000 });
  const worklogs = await pool.query<Record<string, unknown>>(
    `SELECT id, user_id, workspace_id, milestone_id, title, details, hours::text, date::text,
            logged_at, source, ticket_number, ticket_url FROM worklogs ORDER BY id`,
  );
  const days = await pool
    .query(`SELECT * FROM user_days ORDER BY 1, 2`)
    .catch(() => ({ rows: [] }));
  const milestones = await pool.query<Record<string, unknown>>(
    `SELECT id, workspace_id, title, is_completed, is_provider, is_active FROM milestones ORDER BY id`,
  );
  const standups = await pool
    .query(`SELECT * FROM standups ORDER BY 1, 2`)
    .catch(() => ({ rows: [] }));
  // Where in the log a row was last written differs with the order of the appends; what
  // the row says may not.
  const content = (rows: Record<string, unknown>[]) =>
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !/position|recorded_at/.test(key))),
    );
  return {
    worklogs: worklogs.rows,
    days: content(days.rows),
    milestones: milestones.rows,
    standups: content(standups.rows),
  };
}

async function fullSync(deps: SyncDeps) {
  await syncDirectory(deps, 'test');
  for (const [id, spaceId] of [
    [spaces.platform, 'sim-space-1'],
    [spaces.mobile, 'sim-space-2'],
  ] as const) {
    await syncWorkspaceMilestones(deps, { id, providerSpaceId: spaceId }, 'test');
  }
  const range = await worklogSyncRange(deps);
  const report = await syncWorklogs(deps, range, 'test');
  await recordSync(deps, PROVIDER_WORKLOGS_STREAM, {
    syncId: null,
    kind: 'worklogs',
    ...range,
    ...report,
    at: clock.now().toISOString(),
  });
  const standups = await syncStandups(deps, { from: '2026-03-01', to: today }, 'test');
  return { counts: report.counts, standups };
}

beforeAll(async () => {
  // 400 tasks over 10 days, 40 a day spread over 4 people: half of them ours.
  simulator = createProviderSimulator({ tasks: 400, days: 10, today });
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(simulator.app.server.address() as { port: number }).port}/v1`;
});
afterAll(() => simulator.app.close());

describe('the provider sync', () => {
  let clean: Awaited<ReturnType<typeof snapshot>>;

  it('brings the tasks of provider users matched by email as hours, once', async () => {
    const { projected, deps, close } = await world();
    try {
      simulator.setFaults([]);
      const { standups, counts } = await fullSync(deps);
      // Ada and Ben are sim users 1 and 2: 200 of the 400 tasks; Cleo is no provider user.
      expect(counts).toEqual({ added: 200, existing: 0, skipped: 0, unmatched: 200 });
      expect(standups.skipped).toEqual([]);
      clean = await snapshot(projected, deps.pool);
      expect(clean.worklogs).toHaveLength(200);
      expect(new Set(clean.worklogs.map((row) => row.user_id))).toEqual(
        new Set([people.ada, people.ben]),
      );
      const first = clean.worklogs.find((row) => row.ticket_number !== null)!;
      expect(first.source).toBe('provider');
      expect(first.title).toMatch(/^Ticket \d+ of Simulated (Platform|Mobile)$/);
      expect(first.ticket_url).toMatch(
        /^https:\/\/provider\.test\/spaces\/sim-space-[12]\/tickets\/\d+$/,
      );
      // Tickets point at milestones the milestone sync brought: 6 of them, 2 completed.
      expect(clean.milestones.filter((m) => m.is_provider)).toHaveLength(6);
      expect(clean.worklogs.some((row) => row.milestone_id !== null)).toBe(true);
      expect(clean.standups.length).toBeGreaterThan(0);
      expect((await readDirectory(deps.store))?.users.map((u) => u.email)).toEqual([
        'sim.user1@provider.test',
        'sim.user2@provider.test',
        'sim.user3@provider.test',
        'sim.user4@provider.test',
      ]);

      // The next sync reads from the cursor (two days back) and adds nothing.
      expect(await worklogSyncRange(deps)).toEqual({ from: '2026-03-08', to: today });
      const again = await syncWorklogs(deps, { from: '2026-03-01', to: today }, 'again');
      expect(again.counts).toMatchObject({ added: 0, existing: 200 });
      expect(await snapshot(projected, deps.pool)).toEqual(clean);
    } finally {
      await close();
    }
  });

  it('after a sync broken by 429s, 500s and bad JSON, the next good sync leaves what a clean one does', async () => {
    const { projected, deps, close } = await world();
    try {
      await syncDirectory(deps, 'test');
      for (const [id, spaceId] of [
        [spaces.platform, 'sim-space-1'],
        [spaces.mobile, 'sim-space-2'],
      ] as const) {
        await syncWorkspaceMilestones(deps, { id, providerSpaceId: spaceId }, 'test');
      }
      // 429 and 500 are ridden out by the adapter; the malformed third page stops the sync.
      simulator.setFaults([
        { kind: '429', retryAfter: 1, times: 2, match: 'tasks.json' },
        { kind: '500', times: 2, match: 'tickets' },
        { kind: 'malformed', match: 'page=3' },
      ]);
      const range = await worklogSyncRange(deps);
      await expect(syncWorklogs(deps, range, 'broken')).rejects.toBeInstanceOf(ProviderDataError);
      const broken = await snapshot(projected, deps.pool);
      // Pages 1 and 2 were applied whole, page 3 not at all.
      expect(broken.worklogs.length).toBeGreaterThan(0);
      expect(broken.worklogs.length).toBeLessThan(200);
      // The cursor did not move: the next sync reads the same days again.
      expect(await worklogSyncRange(deps)).toEqual(range);

      simulator.setFaults([]);
      const { counts } = await fullSync(deps);
      expect(counts.added).toBe(200 - broken.worklogs.length);
      expect(counts.existing).toBe(broken.worklogs.length);
      expect(await snapshot(projected, deps.pool)).toEqual(clean);
    } finally {
      await close();
    }
  });

  it('skips each hostile record with its reason, and syncs the good ones beside it', async () => {
    const { projected, deps, close } = await world();
    const task = (id: number, change: Record<string, unknown> = {}) => ({
      id,
      description: `Extra ${id}`,
      hours: '10.0',
      begin_at: '2026-02-20T09:00:00Z',
      end_at: '2026-02-20T19:00:00Z',
      space_id: 'sim-space-1',
      user_id: 'sim-user-1',
      ticket_id: null,
      ticket_number: null,
      ...change,
    });
    try {
      simulator.setExtras({
        tasks: [
          task(901),
          task(902, { description: 'NUL \u0000 in the middle' }),
          task(903),
          // A third 10-hour task on 20 February would make a 30-hour day.
          task(904),
          task(905, { begin_at: '2026-02-30T09:00:00Z' }),
          task(906, { hours: '20.0', begin_at: '2026-02-21T09:00:00Z' }),
        ],
        standups: [
          {
            id: 77,
            user_id: 'sim-user-1',
            filled_for: '2026-02-30',
            what_i_did: 'x',
            what_i_will_do: 'y',
            roadblocks: '',
            created_at: '2026-03-02T08:00:00Z',
          },
        ],
        milestones: [{ id: 88, title: 'Bell\u0007', is_completed: false, space_id: 'sim-space-1' }],
        users: [{ id: 'sim-user-9', email: 'not an email' }],
      });
      await syncDirectory(deps, 'test');
      const milestones = await syncWorkspaceMilestones(
        deps,
        { id: spaces.platform, providerSpaceId: 'sim-space-1' },
        'test',
      );
      const worklogs = await syncWorklogs(deps, { from: '2026-02-15', to: today }, 'test');
      const standups = await syncStandups(deps, { from: '2026-03-01', to: today }, 'test');

      // The 200 tasks of our people, and two of the extra 10-hour ones.
      expect(worklogs.counts).toMatchObject({ added: 202, skipped: 6 });
      // Record names read "<call>, record <n> (id <id>)"; the tail is what identifies them.
      const reasons = Object.fromEntries(
        worklogs.skipped.map((s) => [s.record.replace(/^.*\(id (.+)\)$/, 'id $1'), s.reason]),
      );
      expect(Object.keys(reasons).sort()).toEqual([
        'id 902',
        'id 905',
        'id sim-user-9',
        'task 904',
        'task 906',
      ]);
      expect(worklogs.skipped.filter((s) => s.record.includes('users'))).toHaveLength(2);
      expect(reasons['task 904']).toMatch(/cannot have more than 24 hours/);
      expect(reasons['task 906']).toMatch(/at most 12/);
      expect(reasons['id 902']).toMatch(/description/);
      expect(reasons['id 905']).toMatch(/begin_at/);
      expect(reasons['id sim-user-9']).toMatch(/email/);
      expect(milestones.counts).toMatchObject({ added: 3, skipped: 1 });
      expect(milestones.skipped[0]).toMatchObject({
        record: 'space sim-space-1 milestones, record 4 (id 88)',
      });
      expect(standups.skipped.filter((s) => s.record.includes('standups'))).toEqual([
        expect.objectContaining({ reason: expect.stringMatching(/not a calendar date/) }),
        expect.objectContaining({ reason: expect.stringMatching(/not a calendar date/) }),
      ]);

      const rows = await snapshot(projected, deps.pool);
      const extra = rows.worklogs.filter((row) => String(row.title).startsWith('Extra'));
      expect(extra.map((row) => [row.title, row.hours, row.date])).toEqual(
        expect.arrayContaining([
          ['Extra 901', '10.00', '2026-02-20'],
          ['Extra 903', '10.00', '2026-02-20'],
        ]),
      );
      expect(extra).toHaveLength(2);
      expect(rows.standups.length).toBeGreaterThan(0);
      // Nothing bad was stored: no read model stopped or quarantined an event.
      expect(await readFailures(deps.pool)).toEqual([]);
      expect(await countQuarantined(deps.pool)).toBe(0);
    } finally {
      simulator.setExtras({});
      await close();
    }
  });
});

describe('the scheduled worklog sync at a first start', () => {
  it('waits for the projector to make and fill the tables it reads, then syncs', async () => {
    simulator.setFaults([]);
    const database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    const store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
    const pool = createPool(database.url, { max: 4 });
    const queue = createJobQueue(createRedis(testRedisUrl), createTestRedisPrefix());
    let projector: ProjectorHost | null = null;
    try {
      await seed(store);
      const deps = syncDeps(pool, store);
      const run = worklogSyncHandler({
        ...deps,
        queue,
        providers: fixedProviders({ assembla: deps.provider }),
      })({
        id: 'first-start',
      } as Job);
      let settled = false;
      void run.then(
        () => (settled = true),
        () => (settled = true),
      );
      // The projector has not started: no table to read yet, and the sync waits.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(settled).toBe(false);
      const { rows } = await pool.query(`SELECT to_regclass('workspaces') AS t`);
      expect(rows).toEqual([{ t: null }]);

      projector = new ProjectorHost({
        connectionString: database.url,
        store,
        projections: processors,
        logger,
        clock,
        lockRetryMs: 100,
      });
      await projector.start();
      expect(await run).toMatchObject({
        counts: { added: 200, existing: 0, skipped: 0, unmatched: 200 },
      });
      expect(await readFailures(pool)).toEqual([]);
    } finally {
      await projector?.stop();
      await queue.close();
      await pool.end();
      await store.close();
      await database.drop();
    }
  });
});
