import { defineReport } from '../definition.js';

/** Detail Report (admins and leads): hours and attendance per person. */
export const detailReport = defineReport({
  key: 'detail',
  endpoint: 'detail',
  path: '/DetailReport',
  navigation: { label: 'Detail Report', audience: 'adminsAndLeads', place: 'after-forms' },
  chart: null,
});
