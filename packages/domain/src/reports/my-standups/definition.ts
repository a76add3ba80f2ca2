import { defineReport } from '../definition.js';
import { reportEndpoints } from '../endpoints.js';

/** Own Standup Report (plain users): my standups, and the weekdays without one. */
export const myStandupsReport = defineReport({
  key: 'my-standups',
  endpoint: reportEndpoints.myStandups,
  path: '/userStandupReport',
  navigation: { label: 'StandUp Report', audience: 'plainUsers', place: 'before-forms' },
  csv: null,
  chart: null,
});
