import type { HallType } from './types.js';

/**
 * Name uniqueness, provider links and membership span many streams: the API reads them from
 * the read models and hands the answers in with the command, so decide stays pure.
 */
export interface CreateWorkspace {
  type: 'CreateWorkspace';
  data: {
    workspaceId: string;
    name: string;
    isProviderSpace: boolean;
    providerSpaceId: string | null;
    hallType: HallType;
    nameTaken: boolean;
    /** Name of the live workspace already linked to this provider space, if any. */
    providerSpaceLinkedTo: string | null;
  };
}

export interface UpdateWorkspace {
  type: 'UpdateWorkspace';
  data: { name: string; nameTaken: boolean };
}

export interface ChangeSeating {
  type: 'ChangeSeating';
  data: {
    hallType: HallType;
    seatOrder: string[];
    /** The people who have this workspace among theirs now. */
    memberIds: readonly string[];
  };
}

export interface DeleteWorkspace {
  type: 'DeleteWorkspace';
}

export type WorkspaceCommand = CreateWorkspace | UpdateWorkspace | ChangeSeating | DeleteWorkspace;
