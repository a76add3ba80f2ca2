export { addMilestone, useAddMilestone } from './api/add-milestone';
export { completeMilestone, useCompleteMilestone } from './api/complete-milestone';
export { deleteMilestone, useDeleteMilestone } from './api/delete-milestone';
export {
  getMilestoneDetail,
  milestoneDetailQueryOptions,
  useMilestoneDetail,
} from './api/get-milestone-detail';
export {
  getMilestones,
  milestonesQueryKey,
  milestonesQueryOptions,
  useMilestones,
} from './api/get-milestones';
export { updateMilestone, useUpdateMilestone } from './api/update-milestone';
export {
  MilestoneFormModal,
  type MilestoneFormModalProps,
  type MilestoneFormTarget,
} from './components/milestone-form-modal';
export { MilestoneTasksTable } from './components/milestone-tasks-table';
export { MilestonesTable, type MilestonesTableProps } from './components/milestones-table';
export { syncMilestones, useSyncMilestones } from './api/sync-milestones';
export {
  SyncMilestonesButton,
  type SyncMilestonesButtonProps,
} from './components/sync-milestones-button';
