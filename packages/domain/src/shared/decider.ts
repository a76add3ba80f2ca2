import type { StoredEvent } from './events.js';

/** A domain event as decide() returns it: no id, no metadata yet. */
export interface DomainEventShape {
  type: string;
  data: unknown;
}

/**
 * The decide/evolve pair of one aggregate (STYLE.md 2). Each slice exports its own; the
 * command handler of the event store folds a stream with it and appends what it decides.
 */
export interface Decider<State, Command, Event extends DomainEventShape> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  /**
   * Reads a stored event of this aggregate's stream back: upcasts older shapes and checks
   * the data against the event's schema (see eventParser), before evolve sees it.
   */
  parse(stored: StoredEvent): Event;
}
