import { defineReport } from '../definition.js';

/** Milestone Report (everyone): hours per milestone and per person; one row per entry in the CSV. */
export const milestonesReport = defineReport({
  key: 'milestones',
  endpoint: 'milestones',
  path: '/MilestoneReport',
  navigation: { label: 'Milestone Report', audience: 'everyone', place: 'before-forms' },
  chart: null,
});
