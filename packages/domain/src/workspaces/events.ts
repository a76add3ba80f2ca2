import { z } from 'zod';
import { WORK_PROVIDERS, type EventDefinitions } from '../shared/index.js';
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
const providerLink = z.object({
  /** null: none, or (with a space) the worker's WORK_PROVIDER of a workspace made before. */
  provider: z.enum(WORK_PROVIDERS).nullable(),
  /** The Assembla space id, Jira project key or GitLab project path; null for none. */
  providerSpaceId: z.string().nullable(),
});
const workspaceProviderChangedData = providerLink.extend({
  workspaceId: z.string(),
  previous: providerLink,
});

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

/**
 * An admin named the workspace's provider and its space there (a Jira project key, a GitLab
 * project path, an Assembla space), or none; the sync reads it from that provider.
 */
export interface WorkspaceProviderChanged {
  type: 'WorkspaceProviderChanged';
  data: z.infer<typeof workspaceProviderChangedData>;
}

export type WorkspaceEvent =
  | WorkspaceCreated
  | WorkspaceUpdated
  | WorkspaceSeatingChanged
  | WorkspaceProviderChanged
  | WorkspaceDeleted;

export const WORKSPACE_EVENTS = {
  WorkspaceCreated: { schema: workspaceCreatedData },
  WorkspaceUpdated: { schema: workspaceUpdatedData },
  WorkspaceSeatingChanged: { schema: workspaceSeatingChangedData },
  WorkspaceProviderChanged: { schema: workspaceProviderChangedData },
  WorkspaceDeleted: { schema: workspaceDeletedData },
} satisfies EventDefinitions<WorkspaceEvent>;

export const WORKSPACE_EVENT_TYPES = [
  'WorkspaceCreated',
  'WorkspaceUpdated',
  'WorkspaceSeatingChanged',
  'WorkspaceProviderChanged',
  'WorkspaceDeleted',
] as const satisfies readonly WorkspaceEvent['type'][];

export const workspaceStream = (workspaceId: string) => `workspace-${workspaceId}`;
