import { expect } from 'vitest';
import { DomainError } from '../errors.js';

/**
 * given(events).when(command).then(events) / .thenThrows(code): the shape of every
 * domain test (STYLE.md 13).
 */
export function deciderSpec<State, Command, Event>(decider: {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string, message?: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
              if (message !== undefined) expect((caught as DomainError).message).toBe(message);
            },
          };
        },
      };
    },
  };
}
