import type { MilestoneFields, SyncedMilestone } from './events.js';

export interface CreateMilestone {
  type: 'CreateMilestone';
  data: MilestoneFields & {
    milestoneId: string;
    workspaceId: string;
    /** The workspace as the read model knows it; null when there is no live one. */
    workspace: { isProviderSpace: boolean } | null;
  };
}

export interface UpdateMilestone {
  type: 'UpdateMilestone';
  data: MilestoneFields & { status: 'Active' | 'Completed' };
}

export interface CompleteMilestone {
  type: 'CompleteMilestone';
}

export interface DeleteMilestone {
  type: 'DeleteMilestone';
}

/** An Assembla milestone as the milestone sync read it. */
export interface SyncMilestone {
  type: 'SyncMilestone';
  data: SyncedMilestone;
}

export type MilestoneCommand =
  CreateMilestone | UpdateMilestone | CompleteMilestone | DeleteMilestone | SyncMilestone;
