/** The fields a person edits on a milestone (SPEC.md 3, Milestone). */
export interface MilestoneFields {
  title: string;
  description: string;
  /** Company-local dates, both included. */
  startDate: string;
  dueDate: string;
}

/** An admin added a milestone to a workspace of our own (not an Assembla one). */
export interface MilestoneCreated {
  type: 'MilestoneCreated';
  data: MilestoneFields & { milestoneId: string; workspaceId: string };
}

/** An admin edited a milestone; setting it Completed or Active again is an edit too. */
export interface MilestoneUpdated {
  type: 'MilestoneUpdated';
  data: {
    milestoneId: string;
    changes: Partial<MilestoneFields & { isCompleted: boolean }>;
    previous: Partial<MilestoneFields & { isCompleted: boolean }>;
  };
}

/** An admin completed a milestone with its Complete button. */
export interface MilestoneCompleted {
  type: 'MilestoneCompleted';
  data: { milestoneId: string };
}

/** An admin deleted a milestone; hours logged against it keep their link. */
export interface MilestoneDeleted {
  type: 'MilestoneDeleted';
  data: { milestoneId: string };
}

export type MilestoneEvent =
  MilestoneCreated | MilestoneUpdated | MilestoneCompleted | MilestoneDeleted;

export const MILESTONE_EVENT_TYPES = [
  'MilestoneCreated',
  'MilestoneUpdated',
  'MilestoneCompleted',
  'MilestoneDeleted',
] as const satisfies readonly MilestoneEvent['type'][];

export const milestoneStream = (milestoneId: string) => `milestone-${milestoneId}`;
