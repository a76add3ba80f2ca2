import type { Decider } from '../shared/decider.js';
import type { LeadRequestCommand } from './commands.js';
import { decideLeadRequest } from './decide.js';
import type { LeadRequestEvent } from './events.js';
import { evolveLeadRequest, initialLeadRequestState, type LeadRequestState } from './evolve.js';

export const leadRequestDecider: Decider<LeadRequestState, LeadRequestCommand, LeadRequestEvent> = {
  initialState: initialLeadRequestState,
  evolve: evolveLeadRequest,
  decide: decideLeadRequest,
};
