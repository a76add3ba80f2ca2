import { defineReport } from '../definition.js';

/** StandUp Report (admins and leads): everyone's standups of a day, and who has none. */
export const standupsReport = defineReport({
  key: 'standups',
  endpoint: 'standups',
  path: '/StandUpReport',
  navigation: { label: 'StandUp Report', audience: 'adminsAndLeads', place: 'before-forms' },
  chart: null,
});
