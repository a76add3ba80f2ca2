import { type Decider, eventParser } from '../shared/index.js';
import type { LeadRequestCommand } from './commands.js';
import { decideLeadRequest } from './decide.js';
import { LEAD_REQUEST_EVENTS, type LeadRequestEvent } from './events.js';
import { evolveLeadRequest, initialLeadRequestState, type LeadRequestState } from './evolve.js';

export const leadRequestDecider: Decider<LeadRequestState, LeadRequestCommand, LeadRequestEvent> = {
  initialState: initialLeadRequestState,
  evolve: evolveLeadRequest,
  decide: decideLeadRequest,
  parse: eventParser(LEAD_REQUEST_EVENTS),
};
