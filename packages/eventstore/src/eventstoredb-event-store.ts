import {
  BACKWARDS,
  END,
  ErrorType,
  KurrentDBClient,
  FORWARDS,
  START,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type JSONType,
  type Position,
  type WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
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
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  StreamAppendOutcome,
  SubscribeOptions,
  Subscription,
} from './event-store.js';
import {
  assertAfter,
  fromKurrentStreamState,
  fromPosition,
  isSystemEvent,
  toKurrentConnectionString,
  toKurrentStreamState,
  toPosition,
} from './eventstoredb-mapping.js';
import { classifyAppend } from './idempotency.js';
import { ConfigError } from '@teamledger/platform';
import { backoffMs, reportStopped } from './subscription-support.js';

export interface EventStoreDBEventStoreOptions {
  /** esdb://, esdb+discover://, kurrentdb:// or kurrentdb+discover:// */
  connectionString: string;
}

const DEFAULT_MAX_BATCH_SIZE = 500;
/** Live events are flushed to the handler once none arrived for this long. */
const IDLE_FLUSH_MS = 10;

/** The fields of an EventStoreDB recorded event that we read, whatever its content type. */
interface EsdbRecordedEvent {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  isJson: boolean;
  data: unknown;
  metadata: unknown;
  position?: Position;
}

/** Our events only: JSON, not written by EventStoreDB itself. */
function toRecorded(event: EsdbRecordedEvent | undefined): RecordedEvent | undefined {
  if (!event || !event.isJson || isSystemEvent(event)) return undefined;
  if (!event.position) {
    // Stream reads carry positions only from EventStoreDB 22.6 on.
    throw new Error(
      `EventStoreDB returned event ${event.id} without a position; use 22.6 or newer`,
    );
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
    stream: event.streamId,
    revision: Number(event.revision),
    position: toPosition(event.position),
  };
}

const toJsonEvent = (event: EventData) =>
  jsonEvent({
    id: event.id,
    type: event.type,
    // eslint-disable-next-line no-restricted-syntax -- the adapter stores the payload as given
    data: event.data as JSONType,
    metadata: { ...event.metadata },
  });

const hasErrorType = (error: unknown, type: ErrorType): boolean =>
  error instanceof Error && (error as { type?: unknown }).type === type;

const isWrongExpectedVersion = (error: unknown): error is EsdbWrongExpectedVersionError =>
  hasErrorType(error, ErrorType.WRONG_EXPECTED_VERSION);

/**
 * The EventStore port over EventStoreDB (client v6). Positions are $all commit positions
 * (see eventstoredb-mapping.ts for why they are unique per event). Idempotency needs the
 * whole stream: every append first reads it to recognise a retry, since EventStoreDB's own
 * duplicate check is best effort with 'any' and forgets across restarts. An id reused in
 * ANOTHER stream cannot be detected: EventStoreDB has no index of event ids across streams.
 */
/** A client for `connectionString`; ConfigError when KurrentDB's parser refuses it. */
function connectKurrentDB(connectionString: string): KurrentDBClient {
  try {
    return KurrentDBClient.connectionString(toKurrentConnectionString(connectionString));
  } catch (error) {
    throw new ConfigError('event store', [
      `EVENTSTORE_URL does not parse: ${(error as Error).message}`,
    ]);
  }
}

/**
 * Parses `connectionString` as the client will (creating a client connects lazily, so none is
 * opened here): a service checks it with its configuration, before it touches any database.
 */
export function checkKurrentConnectionString(connectionString: string): void {
  void connectKurrentDB(connectionString)
    .dispose()
    .catch(() => undefined);
}

export function createEventStoreDBEventStore(options: EventStoreDBEventStoreOptions): EventStore {
  const client = connectKurrentDB(options.connectionString);
  const subscriptions = new Set<CatchUpSubscription>();

  async function readStream(
    stream: string,
    { fromRevision = 0 }: ReadStreamOptions = {},
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: fromRevision === 0 ? START : BigInt(fromRevision),
      })) {
        const event = toRecorded(resolved.event);
        if (event) events.push(event);
      }
    } catch (error) {
      if (hasErrorType(error, ErrorType.STREAM_NOT_FOUND)) return [];
      throw error;
    }
    return events;
  }

  /** The event at `revision`, read back for its $all position. */
  async function readEventAt(stream: string, revision: bigint): Promise<RecordedEvent> {
    for await (const resolved of client.readStream(stream, {
      direction: FORWARDS,
      fromRevision: revision,
      maxCount: 1,
    })) {
      const event = toRecorded(resolved.event);
      if (event) return event;
    }
    throw new Error(
      `Stream ${stream} has no event at revision ${revision} right after appending it`,
    );
  }

  async function appendToStreams(appends: StreamAppend[]): Promise<StreamAppendOutcome[]> {
    for (const { stream, events, expectedRevision = 'any' } of appends) {
      validateAppend(stream, events, expectedRevision);
    }
    const outcomes: StreamAppendOutcome[] = [];
    for (const { stream, events, expectedRevision } of appends) {
      try {
        outcomes.push({ ok: true, ...(await append(stream, events, { expectedRevision })) });
      } catch (error) {
        if (!(
          error instanceof WrongExpectedVersionError || error instanceof DuplicateEventIdError
        )) {
          throw error;
        }
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  async function appendToStream(
    stream: string,
    events: EventData[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    return (await append(stream, events, options)).result;
  }

  /** appendToStream, telling whether it wrote (false: every id was in the stream already). */
  async function append(
    stream: string,
    events: EventData[],
    { expectedRevision = 'any' }: AppendOptions,
  ): Promise<{ result: AppendResult; appended: boolean }> {
    validateAppend(stream, events, expectedRevision);
    const before = classifyAppend(events, await readStream(stream));
    if (before.kind === 'already-appended') return { result: before.result, appended: false };
    if (before.kind === 'partly-appended') {
      throw new DuplicateEventIdError(stream, before.knownIds, stream);
    }
    let nextExpectedRevision: bigint;
    try {
      ({ nextExpectedRevision } = await client.appendToStream(stream, events.map(toJsonEvent), {
        streamState: toKurrentStreamState(expectedRevision),
      }));
    } catch (error) {
      if (!isWrongExpectedVersion(error)) throw error;
      // A concurrent retry of this same append may have won the race: still a success.
      const after = classifyAppend(events, await readStream(stream));
      if (after.kind === 'already-appended') return { result: after.result, appended: false };
      throw new WrongExpectedVersionError(
        stream,
        expectedRevision,
        fromKurrentStreamState(error.actualState),
      );
    }
    // The append result's position does not describe the last event the way $all does
    // (commit and prepare of the whole write), so read the event back.
    const last = await readEventAt(stream, nextExpectedRevision);
    return {
      result: { nextRevision: Number(nextExpectedRevision), position: last.position },
      appended: true,
    };
  }

  async function readAll({ from, limit }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    validateFrom(from, 'readAll');
    validateLimit(limit);
    if (limit === 0) return [];
    const start = from === undefined ? undefined : fromPosition(from);
    const read = client.readAll({ direction: FORWARDS, fromPosition: start ?? START });
    const events: RecordedEvent[] = [];
    // Leaving the loop early (break or throw) returns the iterator, which ends the read.
    for await (const resolved of read) {
      const event = toRecorded(resolved.event);
      // Reads include the event at fromPosition; `from` is exclusive.
      if (!event || (from !== undefined && event.position <= from)) continue;
      const previous = events[events.length - 1];
      if (previous) assertAfter(previous, event);
      events.push(event);
      if (limit !== undefined && events.length >= limit) break;
    }
    return events;
  }

  async function headPosition(): Promise<bigint> {
    const read = client.readAll({ direction: BACKWARDS, fromPosition: END });
    for await (const resolved of read) {
      const event = toRecorded(resolved.event);
      if (event) return event.position;
    }
    return 0n;
  }

  function subscribeToAll(
    options: SubscribeOptions,
    handler: (batch: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    validateFrom(options.from, 'subscribeToAll');
    validateBatchSize(options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE);
    const subscription = new CatchUpSubscription(client, options, handler, () =>
      subscriptions.delete(subscription),
    );
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    appendToStream,
    appendToStreams,
    readStream,
    async readStreams(streams) {
      const read = await Promise.all([...new Set(streams)].map((stream) => readStream(stream)));
      return read.flat().sort((a, b) => (a.position < b.position ? -1 : 1));
    },
    readAll,
    headPosition,
    subscribeToAll,
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}

/**
 * A catch-up subscription to $all that batches for the handler. Events are buffered and
 * flushed when maxBatchSize is reached, when the server reports caught-up, or when no event
 * arrived for IDLE_FLUSH_MS. The source is paused while the handler runs (back-pressure).
 * If the server connection fails, it resubscribes from the last delivered position with
 * backoff; undelivered buffered events are dropped and read again.
 */
class CatchUpSubscription implements Subscription {
  private readonly maxBatchSize: number;
  private source: AllStreamSubscription | undefined;
  /** Bumped whenever the source is replaced, so events of an old source are ignored. */
  private generation = 0;
  private buffer: RecordedEvent[] = [];
  private lastDelivered: { id: string; position: bigint } | undefined;
  private lastQueued: { id: string; position: bigint } | undefined;
  /** Whether the current source has given us an event yet (see accept). */
  private acceptedFromSource = false;
  private draining = false;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private failures = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly options: SubscribeOptions,
    private readonly handler: (batch: RecordedEvent[]) => Promise<void>,
    private readonly onStopped: () => void,
  ) {
    this.maxBatchSize = options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE;
    this.lastDelivered =
      options.from === undefined ? undefined : { id: '(from)', position: options.from };
    this.start();
  }

  private start(): void {
    const generation = ++this.generation;
    this.buffer = [];
    this.lastQueued = this.lastDelivered;
    this.acceptedFromSource = false;
    const from =
      this.lastDelivered === undefined ? undefined : fromPosition(this.lastDelivered.position);
    const source = this.client.subscribeToAll({
      fromPosition: from ?? START,
      filter: excludeSystemEvents(),
    });
    this.source = source;
    const current = () => generation === this.generation && !this.stopped;
    source.on('data', (resolved: AllStreamResolvedEvent) => {
      if (!current()) return;
      this.failures = 0;
      try {
        this.accept(resolved);
      } catch (error) {
        // An event we cannot represent: stop rather than skip it.
        this.stop(error);
      }
    });
    source.on('caughtUp', () => {
      if (current()) this.flush();
    });
    source.on('error', (error: Error) => {
      if (current()) this.restart(error);
    });
    source.on('end', () => {
      if (current()) this.restart(new Error('EventStoreDB ended the subscription'));
    });
  }

  private accept(resolved: AllStreamResolvedEvent): void {
    const event = toRecorded(resolved.event);
    if (!event) return;
    if (this.lastQueued) {
      if (this.acceptedFromSource) {
        assertAfter(this.lastQueued, event);
      } else if (event.position <= this.lastQueued.position) {
        // `from` is exclusive, and a new source may start by repeating the last event.
        return;
      }
    }
    this.acceptedFromSource = true;
    this.buffer.push(event);
    this.lastQueued = event;
    if (this.buffer.length >= this.maxBatchSize) {
      this.flush();
    } else {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => this.flush(), IDLE_FLUSH_MS);
    }
  }

  private flush(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.draining || this.stopped || this.buffer.length === 0) return;
    this.draining = true;
    this.source?.pause();
    this.running = this.drain();
  }

  private async drain(): Promise<void> {
    const generation = this.generation;
    try {
      while (this.buffer.length > 0 && !this.stopped && generation === this.generation) {
        const batch = this.buffer.splice(0, this.maxBatchSize);
        const last = batch[batch.length - 1];
        try {
          await this.handler(batch);
        } catch (error) {
          this.stop(error);
          return;
        }
        if (last) this.lastDelivered = last;
      }
    } finally {
      this.draining = false;
    }
    if (!this.stopped && generation === this.generation) this.source?.resume();
  }

  private restart(error: unknown): void {
    this.generation += 1;
    this.dropSource();
    this.failures += 1;
    this.options.onRetry?.(error);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      // Resubscribe after the running handler call, from what it delivered.
      void this.running.then(() => {
        if (!this.stopped) this.start();
      });
    }, backoffMs(this.failures));
  }

  private dropSource(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    this.buffer = [];
    const source = this.source;
    this.source = undefined;
    source?.removeAllListeners('data');
    // A cancelled source may still emit 'error'; keep a listener so it cannot crash us.
    source?.on('error', () => undefined);
    void source?.unsubscribe().catch(() => undefined);
  }

  private stop(error: unknown): void {
    if (this.stopped) return;
    this.shutDown();
    reportStopped(this.options.onError, error);
  }

  private shutDown(): void {
    this.stopped = true;
    this.generation += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.dropSource();
    this.onStopped();
  }

  async close(): Promise<void> {
    if (!this.stopped) this.shutDown();
    await this.running;
  }
}
