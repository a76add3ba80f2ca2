import { type Decider, eventParser } from '../shared/index.js';
import type { MilestoneCommand } from './commands.js';
import { decideMilestone } from './decide.js';
import { MILESTONE_EVENTS, type MilestoneEvent } from './events.js';
import { evolveMilestone, initialMilestoneState, type MilestoneState } from './evolve.js';

export const milestoneDecider: Decider<MilestoneState, MilestoneCommand, MilestoneEvent> = {
  initialState: initialMilestoneState,
  evolve: evolveMilestone,
  decide: decideMilestone,
  parse: eventParser(MILESTONE_EVENTS),
};
