import type { FastifyPluginAsync } from 'fastify';
import { myStandupsRoute } from './my-standups/route.js';
import { standupsReportRoute } from './standups/route.js';
import { timesheetRoute } from './timesheet/route.js';
import { userDaysRoute } from './task-logs/route.js';
import { attendanceReportsRoute } from './monthly/route.js';
import { milestoneReportRoute } from './milestones/route.js';

import { loginHoursRoute } from './login-hours/route.js';

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
