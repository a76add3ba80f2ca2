import { assertNever } from '../shared/index.js';
import type { MilestoneEvent, MilestoneFields, SyncedMilestone } from './events.js';

export type MilestoneState =
  | { exists: false }
  | (MilestoneFields & {
      exists: true;
      milestoneId: string;
      workspaceId: string;
      isCompleted: boolean;
      deleted: boolean;
      /** An Assembla milestone as its last sync had it; undefined for one of our own. */
      synced?: SyncedMilestone;
    });

export const initialMilestoneState: MilestoneState = { exists: false };

export function evolveMilestone(state: MilestoneState, event: MilestoneEvent): MilestoneState {
  if (event.type === 'MilestoneCreated') {
    return { exists: true, ...event.data, isCompleted: false, deleted: false };
  }
  if (event.type === 'MilestoneSynced') {
    const { startDate, dueDate, isCompleted, milestoneId, workspaceId, title, description } =
      event.data;
    return {
      exists: true,
      milestoneId,
      workspaceId,
      title,
      description,
      startDate: startDate ?? '',
      dueDate: dueDate ?? '',
      isCompleted,
      deleted: false,
      synced: event.data,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'MilestoneUpdated':
      return { ...state, ...event.data.changes };
    case 'MilestoneCompleted':
      return { ...state, isCompleted: true };
    case 'MilestoneDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}
