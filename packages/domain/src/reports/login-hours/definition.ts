import { defineReport } from '../definition.js';

/** Login + Hours Report (admins and leads): everyone's days, with the hours filter. */
export const loginHoursReport = defineReport({
  key: 'login-hours',
  endpoint: 'loginHours',
  path: '/report1',
  navigation: { label: 'Login/Hours Report', audience: 'adminsAndLeads', place: 'after-forms' },
  chart: { title: 'Hours logged against hours available per person' },
});
