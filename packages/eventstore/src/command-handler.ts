import { randomUUID } from 'node:crypto';
import type { Decider, DomainEventShape } from '@teamledger/domain';
import { WrongExpectedVersionError } from './errors.js';
import type { EventMetadata, EventStore, ExpectedRevision, RecordedEvent } from './event-store.js';

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
}

/** Reads each stored event back through the decider's parse (upcast, schema), then evolves. */
export function foldStream<State, Event extends DomainEventShape>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve' | 'parse'>,
  events: readonly RecordedEvent[],
): State {
  return events.reduce(
    (state, recorded) => decider.evolve(state, decider.parse(recorded)),
    decider.initialState,
  );
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
  }: ExecuteOptions<Event> = {},
): Promise<CommandResult<State, Event>> {
  // One id per event index for the whole call: every attempt offers the same ids.
  const ids: string[] = [];
  const idOf = (index: number) => (ids[index] ??= eventId(index));
  return exclusive(async () => {
    for (let attempt = 0; ; attempt++) {
      const history = await store.readStream(stream);
      const state = foldStream(decider, history);
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
      const expectedRevision: ExpectedRevision =
        history.length === 0 ? 'no_stream' : history[history.length - 1]!.revision;
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
        return {
          events,
          state: events.reduce(decider.evolve, state),
          position: appended.position,
          recordedAt: metadata.at,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= retries) throw error;
      }
    }
  });
}

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
