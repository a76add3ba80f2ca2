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
}
