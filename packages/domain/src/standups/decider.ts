import type { Decider } from '../shared/decider.js';
import type { StandupCommand } from './commands.js';
import { decideStandup } from './decide.js';
import type { StandupEvent } from './events.js';
import { evolveStandup, initialStandupState, type StandupState } from './evolve.js';

export const standupDecider: Decider<StandupState, StandupCommand, StandupEvent> = {
  initialState: initialStandupState,
  evolve: evolveStandup,
  decide: decideStandup,
};
