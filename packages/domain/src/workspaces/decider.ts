import { type Decider, eventParser } from '../shared/index.js';
import type { WorkspaceCommand } from './commands.js';
import { decideWorkspace } from './decide.js';
import { WORKSPACE_EVENTS, type WorkspaceEvent } from './events.js';
import { evolveWorkspace, initialWorkspaceState, type WorkspaceState } from './evolve.js';

export const workspaceDecider: Decider<WorkspaceState, WorkspaceCommand, WorkspaceEvent> = {
  initialState: initialWorkspaceState,
  evolve: evolveWorkspace,
  decide: decideWorkspace,
  parse: eventParser(WORKSPACE_EVENTS),
};
