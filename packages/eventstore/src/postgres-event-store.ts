import type { QueryConfig } from 'pg';
import { createPool, type Pool } from '@teamledger/platform';
import {
  validateAppend,
  validateBatchSize,
  validateFrom,
  validateLimit,
} from './append-validation.js';
import { DuplicateEventIdError, WrongExpectedVersionError } from './errors.js';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  RecordedEvent,
  StreamAppend,
  StreamAppendOutcome,
  SubscribeOptions,
  Subscription,
} from './event-store.js';
import { APPEND_CHANNEL, AppendListener } from './postgres-append-listener.js';
import { WakeSignal, backoffMs, reportStopped } from './subscription-support.js';

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** How often subscribers read when no notification came; default 1000. */
  pollIntervalMs?: number;
  /** Connections for appends and reads; default 10. Ignored with `pool`. */
  poolSize?: number;
  /**
   * A pool the service already has, shared with its own queries: a service then holds one
   * pool instead of two. The service owns it: close() leaves it open.
   */
  pool?: Pool;
  /**
   * Names the store's connections in pg_stat_activity (its pool, and `<name>-listener` for
   * the LISTEN connection), so each service's connections can be told apart.
   */
  applicationName?: string;
}

export const DEFAULT_MAX_BATCH_SIZE = 500;
const POOL_APPLICATION_NAME = 'teamledger-eventstore';

interface EventRow {
  position: bigint;
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

interface AppendRow {
  outcome:
    | 'appended'
    | 'already_appended'
    | 'partly_appended'
    | 'id_in_other_stream'
    | 'wrong_expected_version';
  stream_revision: number | null;
  last_position: bigint | null;
  conflict_stream: string | null;
  conflict_ids: string[] | null;
}

const COLUMNS = 'position, stream, revision, id, type, data, metadata';

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  stream: row.stream,
  revision: row.revision,
  position: row.position,
});

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  if (!(Number.isFinite(pollIntervalMs) && pollIntervalMs > 0)) {
    throw new TypeError(`pollIntervalMs ${pollIntervalMs} must be a positive number`);
  }
  const applicationName = options.applicationName ?? POOL_APPLICATION_NAME;
  const ownsPool = options.pool === undefined;
  const pool =
    options.pool ??
    createPool(options.connectionString, {
      max: options.poolSize ?? 10,
      application_name: applicationName,
    });
  const listener = new AppendListener(
    options.connectionString,
    options.applicationName === undefined ? undefined : `${applicationName}-listener`,
  );
  const subscriptions = new Set<Subscription>();

  // Subscribers (in this process or another) are woken by a NOTIFY sent after the append
  // has committed, outside the append lock (a NOTIFY inside the append would take the
  // server-wide notify lock while holding the append lock), on the append's own connection:
  // in a busy shared pool, a NOTIFY waiting for a free connection would delay every
  // subscriber, and the read models a command waits for. A lost NOTIFY only delays:
  // subscribers poll too.
  const announcing = new Set<Promise<void>>();

  /** Runs an append statement, then announces the head it appended (if any). */
  async function appendAndAnnounce<Row extends AppendRow>(query: QueryConfig): Promise<Row[]> {
    const client = await pool.connect();
    let rows: Row[];
    try {
      ({ rows } = await client.query<Row>(query));
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    let head: bigint | null = null;
    for (const row of rows) {
      const position = row.outcome === 'appended' ? row.last_position : null;
      if (position !== null && (head === null || position > head)) head = position;
    }
    if (head === null) {
      client.release();
      return rows;
    }
    // Not awaited: the append is committed; the connection goes back once the NOTIFY is sent.
    const sent = client
      .query({
        name: 'eventstore_notify',
        text: 'SELECT pg_notify($1, $2)',
        values: [APPEND_CHANNEL, head.toString()],
      })
      .then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
    announcing.add(sent);
    void sent.finally(() => announcing.delete(sent));
    return rows;
  }

  async function readAll({ from, limit }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    validateFrom(from, 'readAll');
    validateLimit(limit);
    const { rows } = await pool.query<EventRow>({
      name: 'eventstore_read_all',
      // LIMIT NULL means no limit.
      text: `SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
      values: [from ?? 0n, limit ?? null],
    });
    return rows.map(toRecorded);
  }

  /** An eventstore_append answer as appendToStreams' outcome. */
  function outcomeOf(
    row: AppendRow | undefined,
    stream: string,
    expectedRevision: ExpectedRevision,
  ): StreamAppendOutcome {
    if (!row) throw new Error('eventstore_append returned no row');
    switch (row.outcome) {
      case 'appended':
      case 'already_appended':
        if (row.stream_revision === null || row.last_position === null) {
          throw new Error(`eventstore_append: incomplete ${row.outcome} row`);
        }
        return {
          ok: true,
          result: { nextRevision: row.stream_revision, position: row.last_position },
          appended: row.outcome === 'appended',
        };
      case 'wrong_expected_version':
        return {
          ok: false,
          error: new WrongExpectedVersionError(
            stream,
            expectedRevision,
            row.stream_revision ?? 'no_stream',
          ),
        };
      case 'partly_appended':
      case 'id_in_other_stream':
        return {
          ok: false,
          error: new DuplicateEventIdError(
            stream,
            row.conflict_ids ?? [],
            row.conflict_stream ?? '',
          ),
        };
    }
  }

  /** One append alone, in the prepared single-stream statement. */
  async function appendOne({
    stream,
    events,
    expectedRevision = 'any',
  }: StreamAppend): Promise<StreamAppendOutcome> {
    const numeric = typeof expectedRevision === 'number';
    const rows = await appendAndAnnounce<AppendRow>({
      name: 'eventstore_append',
      text: 'SELECT * FROM eventstore_append($1, $2, $3, $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])',
      values: [
        stream,
        numeric ? 'revision' : expectedRevision,
        numeric ? expectedRevision : null,
        events.map((event) => event.id),
        events.map((event) => event.type),
        // Serialised here: pg would send a bare string as JSON text, not as a JSON string.
        events.map((event) => JSON.stringify(event.data)),
        events.map((event) => JSON.stringify(event.metadata)),
      ],
    });
    return outcomeOf(rows[0], stream, expectedRevision);
  }

  // Group commit. Appends take turns on one lock that is held through the commit's flush to
  // disk, so under load each waited for every other's flush. Here an append that arrives
  // while another is on its way waits for it, then goes in one statement with every append
  // that arrived meanwhile: one turn of the lock and one flush for the group. An append
  // with none before it is sent at once, alone. Each keeps its own outcome.
  let appending: Promise<void> | null = null;
  let waiting: { append: StreamAppend; settle: (outcome: StreamAppendOutcome | Error) => void }[] =
    [];

  function sendWaiting(): void {
    const group = waiting;
    waiting = [];
    const sent =
      group.length === 1
        ? appendOne(group[0]!.append).then((o) => [o])
        : appendToStreams(group.map((entry) => entry.append));
    appending = sent
      .then(
        (outcomes) => group.forEach((entry, index) => entry.settle(outcomes[index]!)),
        (error: Error) => group.forEach((entry) => entry.settle(error)),
      )
      .finally(() => {
        appending = null;
        if (waiting.length > 0) sendWaiting();
      });
  }

  async function appendToStream(
    stream: string,
    events: EventData[],
    { expectedRevision = 'any' }: AppendOptions = {},
  ): Promise<AppendResult> {
    validateAppend(stream, events, expectedRevision);
    const outcome = await new Promise<StreamAppendOutcome | Error>((settle) => {
      waiting.push({ append: { stream, events, expectedRevision }, settle });
      if (!appending) sendWaiting();
    });
    if (outcome instanceof Error) throw outcome;
    if (!outcome.ok) throw outcome.error;
    return outcome.result;
  }

  async function appendToStreams(appends: StreamAppend[]): Promise<StreamAppendOutcome[]> {
    const batch = appends.map(({ stream, events, expectedRevision = 'any' }) => {
      validateAppend(stream, events, expectedRevision);
      const numeric = typeof expectedRevision === 'number';
      return {
        stream,
        kind: numeric ? 'revision' : expectedRevision,
        revision: numeric ? expectedRevision : null,
        ids: events.map((event) => event.id),
        types: events.map((event) => event.type),
        data: events.map((event) => event.data),
        metadata: events.map((event) => event.metadata),
      };
    });
    if (batch.length === 0) return [];
    // One statement: one round trip, and (the function taking the append lock for the
    // statement's transaction, which already holds it from the first call on) one turn of
    // the lock and one commit for the whole batch.
    const rows = await appendAndAnnounce<AppendRow & { n: string }>({
      name: 'eventstore_append_many',
      text: `SELECT a.n, r.*
               FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(x, n)
              CROSS JOIN LATERAL eventstore_append(
                x->>'stream', x->>'kind', (x->>'revision')::integer,
                ARRAY(SELECT v::uuid FROM jsonb_array_elements_text(x->'ids') WITH ORDINALITY AS e(v, i) ORDER BY i),
                ARRAY(SELECT v FROM jsonb_array_elements_text(x->'types') WITH ORDINALITY AS e(v, i) ORDER BY i),
                ARRAY(SELECT v FROM jsonb_array_elements(x->'data') WITH ORDINALITY AS e(v, i) ORDER BY i),
                ARRAY(SELECT v FROM jsonb_array_elements(x->'metadata') WITH ORDINALITY AS e(v, i) ORDER BY i)
              ) AS r
              ORDER BY a.n`,
      values: [JSON.stringify(batch)],
    });
    return appends.map(({ stream, expectedRevision = 'any' }, index) => {
      return outcomeOf(rows[index], stream, expectedRevision);
    });
  }

  function subscribeToAll(
    { from, maxBatchSize = DEFAULT_MAX_BATCH_SIZE, onError, onRetry }: SubscribeOptions,
    handler: (batch: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    validateFrom(from, 'subscribeToAll');
    validateBatchSize(maxBatchSize);
    const signal = new WakeSignal();
    const unlisten = listener.add(() => signal.wake());
    let position = from ?? 0n;
    let closed = false;

    // While the handler applies a full batch (catching up), the next one is read on the
    // pool's connection: the read and the handler's writes overlap instead of alternating.
    let ahead: Promise<RecordedEvent[]> | null = null;
    const run = async () => {
      let failures = 0;
      while (!closed) {
        signal.reset();
        let batch: RecordedEvent[];
        try {
          const read = ahead ?? readAll({ from: position, limit: maxBatchSize });
          ahead = null;
          batch = await read;
          failures = 0;
        } catch (error) {
          if (closed) break;
          failures += 1;
          onRetry?.(error);
          await signal.wait(backoffMs(failures));
          continue;
        }
        if (closed) break;
        const last = batch[batch.length - 1];
        if (!last) {
          await signal.wait(pollIntervalMs);
          continue;
        }
        if (batch.length === maxBatchSize) {
          ahead = readAll({ from: last.position, limit: maxBatchSize });
          ahead.catch(() => undefined); // a failed read ahead is read again by the loop
        }
        try {
          await handler(batch);
        } catch (error) {
          closed = true;
          reportStopped(onError, error);
          break;
        }
        position = last.position;
      }
    };

    const running = run().finally(async () => {
      // A read ahead still on its way finishes before the store may close its pool.
      await ahead?.catch(() => undefined);
      subscriptions.delete(subscription);
      await unlisten();
    });
    const subscription: Subscription = {
      close: async () => {
        closed = true;
        signal.wake();
        await running;
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    appendToStream,
    appendToStreams,
    readAll,
    subscribeToAll,

    async readStream(stream, { fromRevision = 0 } = {}) {
      const { rows } = await pool.query<EventRow>({
        name: 'eventstore_read_stream',
        text: `SELECT ${COLUMNS} FROM events WHERE stream = $1 AND revision >= $2 ORDER BY revision`,
        values: [stream, fromRevision],
      });
      return rows.map(toRecorded);
    },

    async readStreams(streams) {
      if (streams.length === 0) return [];
      const { rows } = await pool.query<EventRow>({
        name: 'eventstore_read_streams',
        // One index lookup per stream (the LATERAL with OFFSET 0 is not flattened into a
        // join): with `stream = ANY(...)` the planner, estimating each stream from the
        // table's statistics, scanned the whole table for a few streams (400 ms for 90).
        text: `SELECT e.position, e.stream, e.revision, e.id, e.type, e.data, e.metadata
          FROM unnest($1::text[]) AS s(stream)
          CROSS JOIN LATERAL (
            SELECT * FROM events WHERE events.stream = s.stream ORDER BY revision OFFSET 0
          ) e
          ORDER BY e.position`,
        values: [[...new Set(streams)]],
      });
      return rows.map(toRecorded);
    },

    async headPosition() {
      const { rows } = await pool.query<{ head: bigint }>(
        'SELECT coalesce(max(position), 0)::bigint AS head FROM events',
      );
      return rows[0]?.head ?? 0n;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      while (appending) await appending;
      await Promise.all(announcing);
      if (ownsPool) await pool.end();
    },
  };
}
