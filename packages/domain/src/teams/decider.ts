import { type Decider, eventParser } from '../shared/index.js';
import type { TeamCommand } from './commands.js';
import { decideTeam } from './decide.js';
import { TEAM_EVENTS, type TeamEvent } from './events.js';
import { evolveTeam, initialTeamState, type TeamState } from './evolve.js';

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: initialTeamState,
  evolve: evolveTeam,
  decide: decideTeam,
  parse: eventParser(TEAM_EVENTS),
};
