import type { HallType, ProviderCheck } from './types.js';

/** A workspace (SPEC.md's space) was added, local or linked to a provider space. */
export interface WorkspaceCreated {
  type: 'WorkspaceCreated';
  data: {
    workspaceId: string;
    name: string;
    isProviderSpace: boolean;
    /** The provider's space id; null for a local workspace. */
    providerSpaceId: string | null;
    /** null for a local workspace. */
    providerCheck: ProviderCheck | null;
    hallType: HallType;
  };
}

/** An admin changed a workspace's fields; `previous` keeps the old values for audit. */
export interface WorkspaceUpdated {
  type: 'WorkspaceUpdated';
  data: {
    workspaceId: string;
    changes: { name?: string };
    previous: { name?: string };
  };
}

/** The hall type or the seat order of the members changed (seat 1 first). */
export interface WorkspaceSeatingChanged {
  type: 'WorkspaceSeatingChanged';
  data: {
    workspaceId: string;
    hallType: HallType;
    seatOrder: string[];
    previous: { hallType: HallType; seatOrder: string[] };
  };
}

/** A workspace was removed; its history and its milestones' history stay. */
export interface WorkspaceDeleted {
  type: 'WorkspaceDeleted';
  data: { workspaceId: string; name: string };
}

export type WorkspaceEvent =
  WorkspaceCreated | WorkspaceUpdated | WorkspaceSeatingChanged | WorkspaceDeleted;

export const WORKSPACE_EVENT_TYPES = [
  'WorkspaceCreated',
  'WorkspaceUpdated',
  'WorkspaceSeatingChanged',
  'WorkspaceDeleted',
] as const satisfies readonly WorkspaceEvent['type'][];

export const workspaceStream = (workspaceId: string) => `workspace-${workspaceId}`;
