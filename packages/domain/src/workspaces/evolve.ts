import { assertNever, type WorkProviderName } from '../shared/index.js';
import type { WorkspaceEvent } from './events.js';
import type { HallType } from './types.js';

export type WorkspaceState =
  | { exists: false }
  | {
      exists: true;
      workspaceId: string;
      name: string;
      isProviderSpace: boolean;
      /**
       * The provider it names; null with a space: made before workspaces named theirs, read
       * from the worker's WORK_PROVIDER (D275).
       */
      provider: WorkProviderName | null;
      providerSpaceId: string | null;
      providerCheck: 'not_checked' | null;
      hallType: HallType;
      seatOrder: string[];
      deleted: boolean;
    };

export const initialWorkspaceState: WorkspaceState = { exists: false };

export function evolveWorkspace(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  if (event.type === 'WorkspaceCreated') {
    const { workspaceId, name, isProviderSpace, providerSpaceId, providerCheck, hallType } =
      event.data;
    return {
      exists: true,
      workspaceId,
      name,
      isProviderSpace,
      provider: null,
      providerSpaceId,
      providerCheck,
      hallType,
      seatOrder: [],
      deleted: false,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'WorkspaceUpdated':
      return { ...state, ...event.data.changes };
    case 'WorkspaceSeatingChanged':
      return { ...state, hallType: event.data.hallType, seatOrder: event.data.seatOrder };
    case 'WorkspaceProviderChanged': {
      const { provider, providerSpaceId } = event.data;
      const linked = providerSpaceId !== null;
      return {
        ...state,
        provider,
        providerSpaceId,
        isProviderSpace: linked,
        providerCheck: linked ? 'not_checked' : null,
      };
    }
    case 'WorkspaceDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}
