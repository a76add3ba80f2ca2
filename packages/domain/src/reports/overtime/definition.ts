import { defineReport } from '../definition.js';

/**
 * Overtime Report (everyone; plain users see their own, leads their people, HR and non-users
 * everyone): expected against logged hours and the running balance (DESIGN.md 6.14).
 */
export const overtimeReport = defineReport({
  key: 'overtime',
  endpoint: 'overtime',
  path: '/OvertimeReport',
  navigation: { label: 'Overtime', audience: 'everyone', place: 'before-forms' },
  chart: { title: 'Running overtime balance by month' },
});
