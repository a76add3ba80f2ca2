import { createPostgresEventStore, type EventStore } from '@teamledger/eventstore';
import { ProjectorHost } from '@teamledger/projector';
import { createLogger, newId, systemClock } from '@teamledger/platform';
import {
  migrateDatabase,
  processors,
  ProjectionWatcher,
  projections,
} from '@teamledger/read-models';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';

/** A fresh database with its event store, the projector running every processor, and a watcher. */
export interface ProjectedStore {
  database: TestDatabase;
  store: EventStore;
  projector: ProjectorHost;
  /** Waits until the read models have applied a position. */
  watcher: ProjectionWatcher;
  /** Appends one event as a person's web request made on 2026-03-02 and waits until it is projected. */
  given: (
    stream: string,
    event: { type: string; data: unknown },
    actorId?: string | null,
  ) => Promise<void>;
  /** Stops all of it and drops the database. */
  close: () => Promise<void>;
}

/**
 * What a job test stands on: events appended to `store` reach the read models and the
 * reaction outbox as they would in production, the projector applying them in-process.
 */
export async function startProjectedStore(): Promise<ProjectedStore> {
  const logger = createLogger('test', 'silent');
  const database = await createTestDatabase();
  await migrateDatabase({ DATABASE_URL: database.url });
  const store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
  const projector = new ProjectorHost({
    connectionString: database.url,
    store,
    projections: processors,
    logger,
    clock: systemClock,
    lockRetryMs: 100,
  });
  await projector.start();
  const watcher = new ProjectionWatcher({
    connectionString: database.url,
    projections: projections.map((p) => p.name),
    logger,
  });
  await watcher.start();
  return {
    database,
    store,
    projector,
    watcher,
    given: async (stream, event, actorId = null) => {
      const { position } = await store.appendToStream(stream, [
        {
          id: newId(),
          ...event,
          metadata: {
            actorId,
            at: '2026-03-02T09:00:00.000Z',
            correlationId: newId(),
            causationId: null,
            source: 'web',
          },
        },
      ]);
      if (!(await watcher.waitFor(position, { timeoutMs: 10_000 }))) {
        throw new Error(`${event.type} on ${stream} was not projected within 10 s`);
      }
    },
    close: async () => {
      await watcher.close();
      await projector.stop();
      await store.close();
      await database.drop();
    },
  };
}
