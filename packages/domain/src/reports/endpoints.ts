import { z } from 'zod';
import { allow, signedIn, ADMIN_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  loginHoursReportQuerySchema,
  loginHoursReportSchema,
  myStandupsReportSchema,
  reportRangeQuerySchema,
  standupsReportQuerySchema,
  standupsReportSchema,
  userDaysQuerySchema,
  userDaysReportSchema,
} from './contracts.js';

export const reportEndpoints = {
  myStandups: endpoint({
    method: 'GET',
    path: '/api/reports/my-standups',
    tags: ['reports'],
    summary:
      "My standups from/to (default the last 8 days), newest first; weekdays without one are 'Not Added'",
    query: reportRangeQuerySchema,
    responses: { 200: myStandupsReportSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  standups: endpoint({
    method: 'GET',
    path: '/api/reports/standups',
    tags: ['reports'],
    summary:
      "Everyone's standups from/to (default today) with who has none; Accept: text/csv gives StandUpReport.csv",
    query: standupsReportQuerySchema,
    responses: { 200: standupsReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true }),
  }),
  userDays: endpoint({
    method: 'GET',
    path: '/api/reports/users/:id/days',
    tags: ['reports'],
    summary:
      "One person's days (Task Logs): standup to time out, hours available and logged; Accept: text/csv gives Report.csv",
    params: z.object({ id: z.uuid('Not a user id') }),
    query: userDaysQuerySchema,
    responses: { 200: userDaysReportSchema, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES, lead: true, self: 'id' }),
  }),
  loginHours: endpoint({
    method: 'GET',
    path: '/api/reports/login-hours',
    tags: ['reports'],
    summary:
      "Everyone's days from/to (default the last 7): hours logged, standup to time out, hours available, status; hoursOp=less|atLeast with hours filters by the day's total; Accept: text/csv gives Report.csv",
    query: loginHoursReportQuerySchema,
    responses: { 200: loginHoursReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true }),
  }),
};
