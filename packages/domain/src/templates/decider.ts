import { type Decider, eventParser } from '../shared/index.js';
import type { TemplateCommand } from './commands.js';
import { decideTemplate } from './decide.js';
import { TEMPLATE_EVENTS, type TemplateEvent } from './events.js';
import { evolveTemplate, initialTemplateState, type TemplateState } from './evolve.js';

export const templateDecider: Decider<TemplateState, TemplateCommand, TemplateEvent> = {
  initialState: initialTemplateState,
  evolve: evolveTemplate,
  decide: decideTemplate,
  parse: eventParser(TEMPLATE_EVENTS),
};
