import { type Decider, eventParser } from '../shared/index.js';
import type { StandupCommand } from './commands.js';
import { decideStandup } from './decide.js';
import { STANDUP_EVENTS, type StandupEvent } from './events.js';
import { evolveStandup, initialStandupState, type StandupState } from './evolve.js';

export const standupDecider: Decider<StandupState, StandupCommand, StandupEvent> = {
  initialState: initialStandupState,
  evolve: evolveStandup,
  decide: decideStandup,
  parse: eventParser(STANDUP_EVENTS),
};
