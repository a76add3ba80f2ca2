import { type Decider, eventParser } from '../shared/index.js';
import type { ScoreCommand } from './commands.js';
import { decideScore } from './decide.js';
import { SCORE_EVENTS, type ScoreEvent } from './events.js';
import { evolveScore, initialScoreState, type ScoreState } from './evolve.js';

export const scoreDecider: Decider<ScoreState, ScoreCommand, ScoreEvent> = {
  initialState: initialScoreState,
  evolve: evolveScore,
  decide: decideScore,
  parse: eventParser(SCORE_EVENTS),
};
