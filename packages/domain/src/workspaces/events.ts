import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';
import { HALL_TYPES, type ProviderCheck } from './types.js';

const hallType = z.literal(HALL_TYPES);
const notChecked: ProviderCheck = 'not_checked';

const workspaceCreatedData = z.object({
  workspaceId: z.string(),
  name: z.string(),
  isProviderSpace: z.boolean(),
  /** The provider's space id; null for a local workspace. */
  providerSpaceId: z.string().nullable(),
  /** null for a local workspace. */
  providerCheck: z.literal(notChecked).nullable(),
  hallType,
});
const workspaceName = z.object({ name: z.string() }).partial();
const workspaceUpdatedData = z.object({
  workspaceId: z.string(),
  changes: workspaceName,
  previous: workspaceName,
});
const workspaceSeatingChangedData = z.object({
  workspaceId: z.string(),
  hallType,
  seatOrder: z.array(z.string()),
  previous: z.object({ hallType, seatOrder: z.array(z.string()) }),
});
const workspaceDeletedData = z.object({ workspaceId: z.string(), name: z.string() });

/** A workspace (SPEC.md's space) was added, local or linked to a provider space. */
export interface WorkspaceCreated {
  type: 'WorkspaceCreated';
  data: z.infer<typeof workspaceCreatedData>;
}

/** An admin changed a workspace's fields; `previous` keeps the old values for audit. */
export interface WorkspaceUpdated {
  type: 'WorkspaceUpdated';
  data: z.infer<typeof workspaceUpdatedData>;
}

/** The hall type or the seat order of the members changed (seat 1 first). */
export interface WorkspaceSeatingChanged {
  type: 'WorkspaceSeatingChanged';
  data: z.infer<typeof workspaceSeatingChangedData>;
}

/** A workspace was removed; its history and its milestones' history stay. */
export interface WorkspaceDeleted {
  type: 'WorkspaceDeleted';
  data: z.infer<typeof workspaceDeletedData>;
}

export type WorkspaceEvent =
  WorkspaceCreated | WorkspaceUpdated | WorkspaceSeatingChanged | WorkspaceDeleted;

export const WORKSPACE_EVENTS = {
  WorkspaceCreated: { schema: workspaceCreatedData },
  WorkspaceUpdated: { schema: workspaceUpdatedData },
  WorkspaceSeatingChanged: { schema: workspaceSeatingChangedData },
  WorkspaceDeleted: { schema: workspaceDeletedData },
} satisfies EventDefinitions<WorkspaceEvent>;

export const WORKSPACE_EVENT_TYPES = [
  'WorkspaceCreated',
  'WorkspaceUpdated',
  'WorkspaceSeatingChanged',
  'WorkspaceDeleted',
] as const satisfies readonly WorkspaceEvent['type'][];

export const workspaceStream = (workspaceId: string) => `workspace-${workspaceId}`;
