export { getJob, jobQueryKey, useJob } from './api/get-job';
export { JobProgress, type JobProgressProps } from './components/job-progress';
