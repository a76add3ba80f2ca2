import { defineReport } from '../definition.js';

/** Task Logs (role User): my days, standup to time out, hours available and logged. */
export const taskLogsReport = defineReport({
  key: 'task-logs',
  endpoint: 'userDays',
  path: '/userReport',
  navigation: { label: 'Task Logs', audience: 'usersOnly', place: 'before-forms' },
  chart: null,
});
