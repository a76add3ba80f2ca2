import type { FastifyPluginAsync } from 'fastify';
import { myStandupsRoute } from './my-standups.js';
import { standupsReportRoute } from './standups-report.js';
import { timesheetRoute } from './timesheet.js';
import { userDaysRoute } from './user-days.js';
import { attendanceReportsRoute } from './attendance-reports.js';
import { milestoneReportRoute } from './milestone-report.js';

import { loginHoursRoute } from './login-hours.js';

/** Report routes, one module each. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(myStandupsRoute);
  await app.register(standupsReportRoute);
  await app.register(userDaysRoute);
  await app.register(attendanceReportsRoute);
  await app.register(timesheetRoute);
  await app.register(milestoneReportRoute);

  await app.register(loginHoursRoute);
};
