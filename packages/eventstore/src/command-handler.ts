import { randomUUID } from 'node:crypto';
import type { Decider, DomainEventShape } from '@teamledger/domain';
import { WrongExpectedVersionError } from './errors.js';
import type { EventMetadata, EventStore, ExpectedRevision, RecordedEvent } from './event-store.js';
import { foldedEventBytes, type FoldedStreams } from './folded-streams.js';

export type { Decider, DomainEventShape };

export interface CommandContext {
  actorId: string | null;
  /** When the command happened (from the service's Clock). */
  at: Date;
  correlationId: string;
  causationId?: string | null;
  source: EventMetadata['source'];
}

export interface CommandResult<State, Event> {
  /** The events decide() returned; empty when nothing changed. */
  events: Event[];
  /** State after the new events. */
  state: State;
  /** Global position of the last appended event; null when nothing was appended. */
  position: bigint | null;
  /**
   * When the events were recorded (their metadata's `at`): this request's time, or the
   * first try's when a retry finds the command already appended. null when none were.
   */
  recordedAt: string | null;
}

export interface ExecuteOptions<Event = DomainEventShape> {
  /**
   * How many times to read, decide and append again after a concurrent writer won the
   * race. Only for commands that are safe to decide again on the newer state.
   */
  retries?: number;
  /**
   * Ids for the new events, random by default. Ids derived from what names the command
   * (an Idempotency-Key) make a retry after a lost answer safe: a stream that already
   * holds the first id means this command was appended, and its events are answered again
   * instead of being decided anew.
   */
  eventId?: (index: number) => string;
  /**
   * Runs once decide() has accepted the command, right before each append attempt (so
   * again on a retry): for what must be written elsewhere first, never into an event.
   */
  beforeAppend?: (events: readonly Event[]) => Promise<void>;
  /** Runs the whole read, decide and append (retries included) inside, e.g. under a lock. */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * The process's folds of earlier commands: the stream is then read from the revision
   * after the kept one, and the fold goes on from there.
   */
  folded?: FoldedStreams;
}

/** Reads each stored event back through the decider's parse (upcast, schema), then evolves. */
export function foldStream<State, Event extends DomainEventShape>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve' | 'parse'>,
  events: readonly RecordedEvent[],
  from: State = decider.initialState,
): State {
  return events.reduce((state, recorded) => decider.evolve(state, decider.parse(recorded)), from);
}

/**
 * Load the stream, fold it with evolve, call decide, append with the revision that was
 * read. A concurrent append makes the store throw WrongExpectedVersionError; the command
 * is then decided again on the newer state, at most `retries` times.
 */
export async function executeCommand<State, Command, Event extends DomainEventShape>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  {
    retries = 3,
    eventId = () => randomUUID(),
    beforeAppend,
    exclusive = (work) => work(),
    folded,
  }: ExecuteOptions<Event> = {},
): Promise<CommandResult<State, Event>> {
  // One id per event index for the whole call: every attempt offers the same ids.
  const ids: string[] = [];
  const idOf = (index: number) => (ids[index] ??= eventId(index));
  return exclusive(async () => {
    for (let attempt = 0; ; attempt++) {
      const { state, revision, ids, bytes, history } = await readFolded(store, stream, decider, {
        folded,
        firstId: idOf(0).toLowerCase(),
      });
      const appendedBefore = eventsAppendedBefore(history, idOf);
      if (appendedBefore.length > 0) {
        return {
          events: appendedBefore.map((recorded) => decider.parse(recorded)),
          state,
          position: appendedBefore.at(-1)!.position,
          recordedAt: appendedBefore[0]!.metadata.at,
        };
      }
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, state, position: null, recordedAt: null };
      const expectedRevision: ExpectedRevision = revision ?? 'no_stream';
      const metadata: EventMetadata = {
        actorId: context.actorId,
        at: context.at.toISOString(),
        correlationId: context.correlationId,
        causationId: context.causationId ?? null,
        source: context.source,
      };
      try {
        await beforeAppend?.(events);
        const appended = await store.appendToStream(
          stream,
          events.map((event, index) => ({
            id: idOf(index),
            type: event.type,
            data: event.data,
            metadata,
          })),
          { expectedRevision },
        );
        const after = events.reduce(decider.evolve, state);
        if (folded !== undefined) {
          // Kept only when the append put these events right after what was read (an
          // append of ids already stored answers the stream's revision, whatever came
          // between).
          if (appended.nextRevision === (revision ?? -1) + events.length) {
            events.forEach((_, index) => ids.add(idOf(index).toLowerCase()));
            // Kept as a later read would fold them: stored as JSON, then parsed.
            const stored = events.map(({ type, data }) => ({
              type,
              data: JSON.parse(JSON.stringify(data)) as unknown,
            }));
            const kept = stored.reduce(
              (s, event) => decider.evolve(s, decider.parse(event)),
              state,
            );
            folded.set(stream, {
              decider,
              state: kept,
              revision: appended.nextRevision,
              ids,
              bytes: bytes + foldedEventBytes(stored),
            });
          } else {
            folded.delete(stream);
          }
        }
        return { events, state: after, position: appended.position, recordedAt: metadata.at };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= retries) throw error;
      }
    }
  });
}

/**
 * The stream folded to its last revision (null: no stream yet), with the ids of its events
 * and the events read. With `folded`, only the events after the kept fold are read (and
 * kept in turn); the whole stream only when the command's first event id is among those
 * already folded, since answering it again needs its recorded events.
 */
async function readFolded<State, Event extends DomainEventShape>(
  store: EventStore,
  stream: string,
  decider: Decider<State, unknown, Event>,
  { folded, firstId }: { folded: FoldedStreams | undefined; firstId: string },
): Promise<{
  state: State;
  revision: number | null;
  ids: Set<string>;
  /** The estimated memory of the fold, as FoldedStream.bytes. */
  bytes: number;
  history: RecordedEvent[];
}> {
  const known = folded?.get(stream, decider);
  if (folded !== undefined && known !== undefined && !known.ids.has(firstId)) {
    const tail = await store.readStream(stream, { fromRevision: known.revision + 1 });
    // Revisions have no gaps, so the tail starts right after the fold.
    if (tail.length === 0 || tail[0]!.revision === known.revision + 1) {
      const state = foldStream(decider, tail, known.state as State);
      const ids = addIds(known.ids, tail);
      const revision = tail.at(-1)?.revision ?? known.revision;
      const bytes = known.bytes + foldedEventBytes(tail);
      if (tail.length > 0) folded.set(stream, { decider, state, revision, ids, bytes });
      return { state, revision, ids, bytes, history: tail };
    }
  }
  const history = await store.readStream(stream);
  const state = foldStream(decider, history);
  const revision = history.at(-1)?.revision ?? null;
  if (folded === undefined) return { state, revision, ids: new Set(), bytes: 0, history };
  const ids = addIds(new Set(), history);
  const bytes = foldedEventBytes(history);
  if (revision !== null) folded.set(stream, { decider, state, revision, ids, bytes });
  return { state, revision, ids, bytes, history };
}

const addIds = (ids: Set<string>, events: readonly RecordedEvent[]): Set<string> => {
  for (const event of events) ids.add(event.id.toLowerCase());
  return ids;
};

/**
 * The events this very command appended on an earlier try whose answer was lost: the
 * stream's run of events carrying the command's ids, from the first one on. Empty when
 * the command has not been appended (always so for random ids).
 */
function eventsAppendedBefore(
  history: readonly RecordedEvent[],
  idOf: (index: number) => string,
): RecordedEvent[] {
  const firstId = idOf(0).toLowerCase();
  const start = history.findIndex((event) => event.id.toLowerCase() === firstId);
  if (start === -1) return [];
  const run: RecordedEvent[] = [];
  for (
    let index = 0;
    history[start + index]?.id.toLowerCase() === idOf(index).toLowerCase();
    index++
  ) {
    run.push(history[start + index]!);
  }
  return run;
}
