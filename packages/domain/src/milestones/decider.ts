import type { Decider } from '../shared/decider.js';
import type { MilestoneCommand } from './commands.js';
import { decideMilestone } from './decide.js';
import type { MilestoneEvent } from './events.js';
import { evolveMilestone, initialMilestoneState, type MilestoneState } from './evolve.js';

export const milestoneDecider: Decider<MilestoneState, MilestoneCommand, MilestoneEvent> = {
  initialState: initialMilestoneState,
  evolve: evolveMilestone,
  decide: decideMilestone,
};
