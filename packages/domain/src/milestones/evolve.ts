import type { MilestoneEvent, MilestoneFields } from './events.js';

export type MilestoneState =
  | { exists: false }
  | (MilestoneFields & {
      exists: true;
      milestoneId: string;
      workspaceId: string;
      isCompleted: boolean;
      deleted: boolean;
    });

export const initialMilestoneState: MilestoneState = { exists: false };

export function evolveMilestone(state: MilestoneState, event: MilestoneEvent): MilestoneState {
  if (event.type === 'MilestoneCreated') {
    return { exists: true, ...event.data, isCompleted: false, deleted: false };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'MilestoneUpdated':
      return { ...state, ...event.data.changes };
    case 'MilestoneCompleted':
      return { ...state, isCompleted: true };
    case 'MilestoneDeleted':
      return { ...state, deleted: true };
  }
}
