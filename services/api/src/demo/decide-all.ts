import {
  foldStream,
  WrongExpectedVersionError,
  type CommandContext,
  type Decider,
  type DomainEventShape,
  type EventData,
  type EventStore,
} from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';

/** Fixed namespace of the ids of the events the demo appends in batches. */
const EVENT_NAMESPACE = 'c4f1a6e2-5b3d-4e8f-a9c0-2d7e6b1f3a58';

export interface Step<Command> {
  command: Command;
  /** Each command keeps its own time and source in its event's metadata. */
  context: CommandContext;
}

/**
 * executeCommand for a list: reads the stream once, decides each command on the state the
 * ones before it left (so every rule of the decider holds, e.g. the 24 hours of a day) and
 * appends all the events in one call. `plan` gets the stream's state and returns the steps
 * still to do, so a second run finds them done and appends nothing. The demo seed writes a
 * person's day this way: one round trip instead of one per entry.
 */
export async function decideAll<State, Command, Event extends DomainEventShape>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  plan: (state: State) => readonly Step<Command>[],
  retries = 3,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(stream);
    let state = foldStream(decider, history);
    const events: EventData[] = [];
    for (const { command, context } of plan(state)) {
      for (const event of decider.decide(command, state)) {
        state = decider.evolve(state, event);
        events.push({
          // The same plan on the same history gives the same ids: a repeated append is a no-op.
          id: uuidV5(`${stream}:${history.length + events.length}`, EVENT_NAMESPACE),
          type: event.type,
          data: event.data,
          metadata: {
            actorId: context.actorId,
            at: context.at.toISOString(),
            correlationId: context.correlationId,
            causationId: context.causationId ?? null,
            source: context.source,
          },
        });
      }
    }
    if (events.length === 0) return;
    try {
      await store.appendToStream(stream, events, {
        expectedRevision: history.length === 0 ? 'no_stream' : history.length - 1,
      });
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= retries) throw error;
    }
  }
}
