import { defineReport } from '../definition.js';

/** Monthly Report (admins and leads): working days, absences and leave days per person. */
export const monthlyReport = defineReport({
  key: 'monthly',
  endpoint: 'monthly',
  path: '/report2',
  navigation: { label: 'Monthly Report', audience: 'adminsAndLeads', place: 'after-forms' },
  chart: { title: 'Attendance per person: working days, absences and leave days' },
});
