export { getJob, jobQueryKey, useJob } from './api/get-job';
export {
  JobProgress,
  SyncWorkspaceList,
  workspaceState,
  type JobProgressProps,
} from './components/job-progress';
