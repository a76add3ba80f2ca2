import type { HallType } from './types.js';

/**
 * A unique name and a provider space linked once span every workspace stream: they hold
 * through reservations (reservations.ts) the API appends before the command, not here.
 */
export interface CreateWorkspace {
  type: 'CreateWorkspace';
  data: {
    workspaceId: string;
    name: string;
    isProviderSpace: boolean;
    providerSpaceId: string | null;
    hallType: HallType;
  };
}

export interface UpdateWorkspace {
  type: 'UpdateWorkspace';
  data: { name: string };
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
