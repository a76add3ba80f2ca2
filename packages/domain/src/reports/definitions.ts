import type { ReportDefinition } from './definition.js';
import { detailReport } from './detail/definition.js';
import { loginHoursReport } from './login-hours/definition.js';
import { milestonesReport } from './milestones/definition.js';
import { monthlyReport } from './monthly/definition.js';
import { myStandupsReport } from './my-standups/definition.js';
import { overtimeReport } from './overtime/definition.js';
import { standupsReport } from './standups/definition.js';
import { taskLogsReport } from './task-logs/definition.js';
import { timesheetReport } from './timesheet/definition.js';
import { usersReport } from './users-report/definition.js';

export * from './definition.js';
export * from './detail/definition.js';
export * from './login-hours/definition.js';
export * from './milestones/definition.js';
export * from './monthly/definition.js';
export * from './my-standups/definition.js';
export * from './overtime/definition.js';
export * from './standups/definition.js';
export * from './task-logs/definition.js';
export * from './timesheet/definition.js';
export * from './users-report/definition.js';

/**
 * Every report, one definition each, in the order of their navigation links: the top
 * navigation, the web's paths and screens, and the navigation tests iterate it.
 */
export const reports = [
  standupsReport,
  myStandupsReport,
  taskLogsReport,
  timesheetReport,
  milestonesReport,
  overtimeReport,
  loginHoursReport,
  monthlyReport,
  detailReport,
  usersReport,
] as const satisfies readonly ReportDefinition[];

export type ReportKey = (typeof reports)[number]['key'];
