import { defineReport } from '../definition.js';

/** Own Standup Report (plain users): my standups, and the weekdays without one. */
export const myStandupsReport = defineReport({
  key: 'my-standups',
  endpoint: 'myStandups',
  path: '/userStandupReport',
  navigation: { label: 'StandUp Report', audience: 'plainUsers', place: 'before-forms' },
  chart: null,
});
