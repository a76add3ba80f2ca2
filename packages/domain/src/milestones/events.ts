import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

/** The fields a person edits on a milestone (SPEC.md 3, Milestone). */
const milestoneFields = z.object({
  title: z.string(),
  description: z.string(),
  /** Company-local dates, both included. */
  startDate: z.string(),
  dueDate: z.string(),
});
export type MilestoneFields = z.infer<typeof milestoneFields>;

const milestoneCreatedData = milestoneFields.extend({
  milestoneId: z.string(),
  workspaceId: z.string(),
});
const milestoneChange = milestoneFields.extend({ isCompleted: z.boolean() }).partial();
const milestoneUpdatedData = z.object({
  milestoneId: z.string(),
  changes: milestoneChange,
  previous: milestoneChange,
});
const milestoneIdData = z.object({ milestoneId: z.string() });
const milestoneSyncedData = z.object({
  milestoneId: z.string(),
  workspaceId: z.string(),
  /** Assembla's id of the milestone, in the workspace's provider space. */
  providerMilestoneId: z.string(),
  title: z.string(),
  description: z.string(),
  /** Assembla may leave either date out. */
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  isCompleted: z.boolean(),
  isActive: z.boolean(),
});
export type SyncedMilestone = z.infer<typeof milestoneSyncedData>;

/** An admin added a milestone to a workspace of our own (not an Assembla one). */
export interface MilestoneCreated {
  type: 'MilestoneCreated';
  data: z.infer<typeof milestoneCreatedData>;
}

/** An admin edited a milestone; setting it Completed or Active again is an edit too. */
export interface MilestoneUpdated {
  type: 'MilestoneUpdated';
  data: z.infer<typeof milestoneUpdatedData>;
}

/** An admin completed a milestone with its Complete button. */
export interface MilestoneCompleted {
  type: 'MilestoneCompleted';
  data: z.infer<typeof milestoneIdData>;
}

/** An admin deleted a milestone; hours logged against it keep their link. */
export interface MilestoneDeleted {
  type: 'MilestoneDeleted';
  data: z.infer<typeof milestoneIdData>;
}

/** The milestone sync found an Assembla milestone new or changed; it is read-only here. */
export interface MilestoneSynced {
  type: 'MilestoneSynced';
  data: SyncedMilestone;
}

export type MilestoneEvent =
  MilestoneCreated | MilestoneUpdated | MilestoneCompleted | MilestoneDeleted | MilestoneSynced;

export const MILESTONE_EVENTS = {
  MilestoneCreated: { schema: milestoneCreatedData },
  MilestoneUpdated: { schema: milestoneUpdatedData },
  MilestoneCompleted: { schema: milestoneIdData },
  MilestoneDeleted: { schema: milestoneIdData },
  MilestoneSynced: { schema: milestoneSyncedData },
} satisfies EventDefinitions<MilestoneEvent>;

export const MILESTONE_EVENT_TYPES = [
  'MilestoneCreated',
  'MilestoneUpdated',
  'MilestoneCompleted',
  'MilestoneDeleted',
  'MilestoneSynced',
] as const satisfies readonly MilestoneEvent['type'][];

export const milestoneStream = (milestoneId: string) => `milestone-${milestoneId}`;
