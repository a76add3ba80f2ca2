import type { IsoDate } from '../calendar/index.js';

/** What the milestone screens need to show a milestone (SPEC.md 2 and 4). */
export interface MilestoneShape {
  isCompleted: boolean;
  /** Synced from Assembla ([8/11]); such milestones are read-only here. */
  isProviderMilestone: boolean;
  /** Assembla's own active flag; milestones of our own are always active. */
  isActive: boolean;
  dueDate: IsoDate | null;
}

export type MilestoneStatus = 'Completed' | 'Active' | 'Inactive';

/** SPEC.md 4: Completed if completed; an Assembla one shows Active or Inactive by its flag. */
export function milestoneStatus(milestone: MilestoneShape): MilestoneStatus {
  if (milestone.isCompleted) return 'Completed';
  return milestone.isActive ? 'Active' : 'Inactive';
}

/** A due date already past while the milestone is still open: shown in red. */
export function isOverdue(milestone: MilestoneShape, today: IsoDate): boolean {
  return milestone.dueDate !== null && milestone.dueDate < today && !milestone.isCompleted;
}

/**
 * SPEC.md 2: the list holds active Assembla milestones and our own that are not completed;
 * the hours log form offers the same ones.
 */
export function isListedMilestone(milestone: MilestoneShape): boolean {
  return milestone.isProviderMilestone ? milestone.isActive : !milestone.isCompleted;
}

/** Which buttons a milestone row offers besides Details (SPEC.md 2). */
export function milestoneActions(
  milestone: MilestoneShape,
  canEdit: boolean,
): { edit: boolean; delete: boolean; complete: boolean } {
  const own = canEdit && !milestone.isProviderMilestone;
  return { edit: own, delete: own, complete: own && !milestone.isCompleted };
}
