import { assertNever } from '../shared/index.js';
import type { TeamEvent } from './events.js';

export type TeamState =
  { exists: false } | { exists: true; teamId: string; name: string; deleted: boolean };

export const initialTeamState: TeamState = { exists: false };

export function evolveTeam(state: TeamState, event: TeamEvent): TeamState {
  switch (event.type) {
    case 'TeamCreated':
      return { exists: true, teamId: event.data.teamId, name: event.data.name, deleted: false };
    case 'TeamRenamed':
      return state.exists ? { ...state, name: event.data.to } : state;
    case 'TeamDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    default:
      return assertNever(event);
  }
}
