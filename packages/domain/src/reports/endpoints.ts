import { detailEndpoints } from './detail/contract.js';
import { loginHoursEndpoints } from './login-hours/contract.js';
import { milestonesEndpoints } from './milestones/contract.js';
import { monthlyEndpoints } from './monthly/contract.js';
import { myStandupsEndpoints } from './my-standups/contract.js';
import { overtimeEndpoints } from './overtime/contract.js';
import { standupsEndpoints } from './standups/contract.js';
import { taskLogsEndpoints } from './task-logs/contract.js';
import { timesheetEndpoints } from './timesheet/contract.js';

export * from './detail/contract.js';
export * from './login-hours/contract.js';
export * from './milestones/contract.js';
export * from './monthly/contract.js';
export * from './my-standups/contract.js';
export * from './overtime/contract.js';
export * from './standups/contract.js';
export * from './task-logs/contract.js';
export * from './timesheet/contract.js';
export * from './users-report/contract.js';

/**
 * Every report's contracts, each from its folder's `contract.ts`. It sits apart from the
 * definitions list (definitions.ts) because the web's first module reads that list and must
 * not load zod; a definition names its contract here (`endpoint`), so the typecheck fails
 * until a report's contracts are joined.
 */
export const reportEndpoints = {
  ...myStandupsEndpoints,
  ...standupsEndpoints,
  ...taskLogsEndpoints,
  ...monthlyEndpoints,
  ...detailEndpoints,
  ...timesheetEndpoints,
  ...milestonesEndpoints,
  ...loginHoursEndpoints,
  ...overtimeEndpoints,
};
