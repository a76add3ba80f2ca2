export { logHours, useLogHours } from './api/log-hours';
export {
  getPersonWorklogs,
  personWorklogsQueryOptions,
  usePersonWorklogs,
  worklogsQueryKey,
} from './api/person-worklogs';
export { HoursLogForm, type HoursLogFormProps } from './components/hours-log-form';
export { WorklogEntries, type WorklogEntriesProps } from './components/worklog-entries';
