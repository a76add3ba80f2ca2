export * from './contracts.js';
export * from './day-rows.js';
export * from './csv.js';
export * from './format.js';
export * from './range.js';
export * from './people.js';
export * from './attendance.js';
export * from './endpoints.js';
export * from './timesheet.js';
export * from './milestone-report.js';

export * from './login-hours.js';
export * from './paging.js';
export * from './day-facts.js';
export * from './day-entries.js';
export * from './definitions.js';
export * from './standups/day-summary.js';
export * from './standups/rows.js';
