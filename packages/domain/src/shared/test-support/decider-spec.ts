import { expect } from 'vitest';
import { parseEvent } from '../../events/index.js';
import { DomainError } from '../errors.js';

/** Every event a spec gives or expects must read back through the registry unchanged. */
function expectParsesUnchanged(events: readonly unknown[]) {
  for (const event of events) {
    expect(parseEvent(event as { type: string; data: unknown })).toEqual(event);
  }
}

/**
 * given(events).when(command).then(events) / .thenThrows(code): the shape of every
 * domain test (STYLE.md 13). The given and decided events are also checked against the
 * event registry, so a decider cannot emit a payload its schema would refuse on read.
 */
export function deciderSpec<State, Command, Event>(decider: {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}) {
  return {
    given(events: Event[]) {
      expectParsesUnchanged(events);
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: Event[]) {
              const decided = run();
              expect(decided).toEqual(expected);
              expectParsesUnchanged(decided);
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
