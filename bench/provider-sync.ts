/**
 * Provider sync throughput: a full worklog sync (the first one: 31 days back) of 100,000
 * tasks (BENCH_QUICK: 10,000) from the provider simulator over HTTP, through the worker's
 * adapter and syncWorklogs, into a fresh event store. Beside it, in the same run, the event
 * store's own append rate (8 writers, one event each, no HTTP): the ceiling of appending
 * one stream per task.
 *
 *   npx tsx --conditions=@teamledger/source bench/provider-sync.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  userStream,
  workspaceStream,
  type UserRegistered,
  type WorkspaceCreated,
} from '@teamledger/domain';
import { createPostgresEventStore, migrateEventStore } from '@teamledger/eventstore';
import {
  DEFAULT_DATABASE_URL,
  createLogger,
  createPool,
  dropDatabase,
  ensureDatabase,
  withDatabase,
} from '@teamledger/platform';
import { catchUp, migrateDatabase, projections, resetProjection } from '@teamledger/read-models';
import { createProviderSimulator } from '../tools/provider-simulator/server.js';
import { createAssemblaProvider } from '../services/worker/src/provider/assembla-adapter.js';
import { syncWorklogs, worklogSyncRange } from '../services/worker/src/provider/sync.js';
import { run as appendBench } from './event-store-append.js';
import type { Figure } from './report.js';

const TODAY = '2026-03-10';
const DAYS = 20;
const SPACES = 5;
/**
 * Enough people that 100,000 tasks over 20 days stay within a day's 24 hours: 5 tasks a
 * person and day, at most 3 hours each (synced hours keep the 24-hour day).
 */
const PEOPLE = 1_000;
const TARGET_TASKS_PER_SECOND = 2_000;

const spaceId = (n: number) => `bench-space-${n}`;
const workspaceId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const personId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const email = (n: number) => `bench.person${n}@provider.test`;

const meta = {
  actorId: null,
  at: `${TODAY}T08:00:00Z`,
  correlationId: 'bench',
  causationId: null,
  source: 'system' as const,
};

const workspace = (n: number): WorkspaceCreated => ({
  type: 'WorkspaceCreated',
  data: {
    workspaceId: workspaceId(n),
    name: `Bench space ${n}`,
    isProviderSpace: true,
    providerSpaceId: spaceId(n),
    providerCheck: null,
    hallType: 10,
  },
});

const person = (n: number): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: personId(n),
    email: email(n),
    name: `Bench person ${n}`,
    role: 'User',
    status: 'active',
    via: 'admin',
    teamName: null,
    leadIds: [],
    workspaceIds: Array.from({ length: SPACES }, (_, s) => workspaceId(s)),
    defaultWorkspaceId: workspaceId(0),
    isProviderUser: true,
    isLead: false,
    gender: null,
  },
});

export interface ProviderSyncFigures {
  figures: Figure[];
  notes: string[];
}

export async function runProviderSync({
  tasks = process.env.BENCH_QUICK === '1' ? 10_000 : 100_000,
} = {}): Promise<ProviderSyncFigures> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const databaseUrl = withDatabase(serverUrl, `tl_bench_provider_${Date.now()}`);
  const logger = createLogger('bench', 'silent');
  const simulator = createProviderSimulator({
    spaces: Array.from({ length: SPACES }, (_, n) => ({ id: spaceId(n), name: `Space ${n}` })),
    users: Array.from({ length: PEOPLE }, (_, n) => ({
      id: `bench-person-${n}`,
      email: email(n),
      name: `Bench person ${n}`,
      spaceIds: Array.from({ length: SPACES }, (_, s) => spaceId(s)),
    })),
    tasks,
    days: DAYS,
    today: TODAY,
    // Hours of the same few tickets per space, as a team's month looks.
    ticketsPerSpace: 40,
  });
  await ensureDatabase(databaseUrl);
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  const pool = createPool(databaseUrl, { max: 4 });
  try {
    const address = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
    await migrateEventStore(databaseUrl);
    await migrateDatabase({ DATABASE_URL: databaseUrl });
    // The provider users and workspaces the sync matches against, in their read models.
    for (let n = 0; n < SPACES; n++) {
      await store.appendToStream(workspaceStream(workspaceId(n)), [
        { id: randomUUID(), ...workspace(n), metadata: meta },
      ]);
    }
    for (let n = 0; n < PEOPLE; n++) {
      await store.appendToStream(userStream(personId(n)), [
        { id: randomUUID(), ...person(n), metadata: meta },
      ]);
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const projection of projections.filter((p) => ['users', 'workspaces'].includes(p.name)))
        await catchUp(client, store, projection, await resetProjection(client, projection));
    } finally {
      await client.end();
    }

    const deps = {
      pool,
      store,
      clock: { now: () => new Date(`${TODAY}T18:00:00Z`) },
      companyTimeZone: 'UTC',
      logger,
      siteUrl: 'https://provider.test',
      provider: createAssemblaProvider({
        baseUrl: `${address}/v1`,
        apiKey: '',
        apiSecret: '',
        logger,
      }),
    };
    const range = await worklogSyncRange(deps);
    const started = performance.now();
    const { counts } = await syncWorklogs(deps, range, 'bench');
    const seconds = (performance.now() - started) / 1_000;
    if (counts.added !== tasks) {
      throw new Error(
        `the sync added ${counts.added} of ${tasks} tasks: ${JSON.stringify(counts)}`,
      );
    }
    // Requests by kind (tasks pages, tickets, ...), not by URL: a ticket each is too many.
    const requests: Record<string, number> = {};
    for (const [path, count] of Object.entries(simulator.requests())) {
      const kind = path
        .split('/')
        .at(-1)!
        .replace(/^\d+\.json$/, 'tickets/{number}.json');
      requests[kind] = (requests[kind] ?? 0) + count;
    }

    const appendFigures = await appendBench({ appends: 2_000, rawRows: 10_000 });
    const locked = appendFigures.find((f) => f.name === 'appendToStream, 8 writers')!;
    const rate = tasks / seconds;
    const figures: Figure[] = [
      {
        name: `tasks/s, full worklog sync of ${tasks.toLocaleString('en-US')} tasks`,
        value: rate,
        unit: 'tasks/s',
        baseline: {
          name: 'raw locked append, 8 writers',
          value: locked.eventsPerSecond,
          unit: 'events/s',
        },
        target: { kind: 'atLeast', limit: TARGET_TASKS_PER_SECOND },
      },
    ];
    const notes = [
      `${tasks.toLocaleString('en-US')} tasks of ${PEOPLE} people in ${SPACES} spaces over ${DAYS} days, ` +
        `${range.from} to ${range.to}; ${seconds.toFixed(1)} s; counts ${JSON.stringify(counts)}`,
      `simulator requests: ${JSON.stringify(requests)}`,
      'the sync runs in this process against the simulator over HTTP, with no projector running',
    ];
    return { figures, notes };
  } finally {
    await simulator.app.close();
    await pool.end();
    await store.close();
    await dropDatabase(databaseUrl);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await runProviderSync(), null, 2));
}
