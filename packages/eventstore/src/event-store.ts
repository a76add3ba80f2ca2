/**
 * The EventStore port. Commands append through it, the projector follows $all through it;
 * PostgreSQL and EventStoreDB adapters implement it and pass the same contract suite.
 */
import type { DuplicateEventIdError, WrongExpectedVersionError } from './errors.js';

/** A number is the revision of the last event in the stream (0-based). */
export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | number;

export type EventSource = 'web' | 'provider' | 'system';

export interface EventMetadata {
  actorId: string | null;
  /** ISO 8601, UTC. */
  at: string;
  correlationId: string;
  causationId: string | null;
  source: EventSource;
}

export interface EventData {
  /** A uuid chosen by the caller: retrying an append with the same ids appends nothing. */
  id: string;
  type: string;
  /**
   * The payload as stored, `unknown` on purpose: a reader gets a typed event only from the
   * domain's parseEvent or a decider's parse (upcasters, then the zod schema).
   */
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent extends EventData {
  stream: string;
  /** 0-based, gap-free within the stream. */
  revision: number;
  /** Global order across all streams; strictly increasing, not necessarily contiguous. */
  position: bigint;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: bigint;
}

/** One append of appendToStreams. */
export interface StreamAppend {
  stream: string;
  events: EventData[];
  /** Default 'any'. */
  expectedRevision?: ExpectedRevision;
}

/**
 * An append's outcome in appendToStreams: its result, or what appendToStream would throw.
 * `appended` is false when every event id was in the stream already (nothing was written):
 * a caller appending with 'no_stream' tells a new stream from one it made before without
 * reading it first.
 */
export type StreamAppendOutcome =
  | { ok: true; result: AppendResult; appended: boolean }
  | { ok: false; error: WrongExpectedVersionError | DuplicateEventIdError };

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Exclusive; undefined (or 0n) starts from the first event. */
  from?: bigint;
  /** Default 500. */
  maxBatchSize?: number;
  /**
   * Called once when the subscription stops for good: the handler threw (or the store
   * returned an event it cannot deliver in order). Without it the error is logged.
   */
  onError?: (error: unknown) => void;
  /**
   * Called when reading from the store failed and the subscription will try again (the
   * database or EventStoreDB is restarting); delivery resumes where it stopped.
   */
  onRetry?: (error: unknown) => void;
}

export interface AppendOptions {
  /** Default 'any'. */
  expectedRevision?: ExpectedRevision;
}

export interface ReadAllOptions {
  /** Exclusive; undefined (or 0n) reads from the first event. */
  from?: bigint;
  limit?: number;
}

export interface ReadStreamOptions {
  /** The first revision to read; 0 (the whole stream) by default. */
  fromRevision?: number;
}

export interface EventStore {
  /**
   * Appends atomically. Idempotent by event id: when every id of `events` is already in
   * `stream`, nothing is appended and the stream's current revision is returned with the
   * position of those events, whatever `expectedRevision` says. Some ids known and others
   * new, or an id known in another stream, throws DuplicateEventIdError.
   */
  appendToStream(
    stream: string,
    events: EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /**
   * Many appends, each as appendToStream makes it; a refused one is answered in its outcome,
   * not thrown, and leaves the others standing. PostgreSQL makes them in one transaction:
   * one turn of the append lock and one commit for all of them (a sync appending one stream
   * per provider task pays for a page what it paid for a task). EventStoreDB makes them in
   * turn. Any other failure throws, and then none of them may have been made.
   */
  appendToStreams(appends: StreamAppend[]): Promise<StreamAppendOutcome[]>;
  /** [] when the stream does not exist (or has nothing from `fromRevision` on). */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Every event of the streams named, in ascending position (a stream that does not exist
   * adds nothing): what an explanation or an "as of" report folds, in one read.
   */
  readStreams(streams: readonly string[]): Promise<RecordedEvent[]>;
  /** Ascending position. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event, 0n when the store is empty (for lag). */
  headPosition(): Promise<bigint>;
  /**
   * Catch-up from `from`, then live. The handler gets non-empty batches in strictly
   * increasing position, each event once, and is awaited before the next batch.
   */
  subscribeToAll(
    options: SubscribeOptions,
    handler: (batch: RecordedEvent[]) => Promise<void>,
  ): Subscription;
  /** Closes every open subscription, then the connections. */
  close(): Promise<void>;
}
