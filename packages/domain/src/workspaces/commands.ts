import type { WorkProviderName } from '../shared/index.js';
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
    /** The provider of the space; null or absent: the worker's (WORK_PROVIDER). */
    provider?: WorkProviderName | null;
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

/** Names the provider and its space (a link of its own: reserved by the API first), or none. */
export interface ChangeWorkspaceProvider {
  type: 'ChangeWorkspaceProvider';
  data: { provider: WorkProviderName | null; providerSpaceId: string | null };
}

export interface DeleteWorkspace {
  type: 'DeleteWorkspace';
}

export type WorkspaceCommand =
  CreateWorkspace | UpdateWorkspace | ChangeSeating | ChangeWorkspaceProvider | DeleteWorkspace;
