import { z } from 'zod';
import { allow, signedIn, ADMIN_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  detailReportSchema,
  monthlyReportSchema,
  milestoneEntriesQuerySchema,
  milestoneEntriesSchema,
  milestoneReportQuerySchema,
  milestoneReportSchema,
  loginHoursReportQuerySchema,
  loginHoursReportSchema,
  myStandupsReportSchema,
  pagedReportFilterQuerySchema,
  reportRangeQuerySchema,
  standupsReportQuerySchema,
  standupsReportSchema,
  userDaysQuerySchema,
  userDaysReportSchema,
} from './contracts.js';
import {
  timesheetQuerySchema,
  timesheetReportSchema,
  timesheetTicketsQuerySchema,
  timesheetTicketsSchema,
} from './timesheet.js';

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
      "Everyone's standups from/to (default today) with who has none, one page of 20; Accept: text/csv gives StandUpReport.csv with every row",
    query: standupsReportQuerySchema,
    responses: { 200: standupsReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
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
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true, self: 'id' }),
  }),
  monthly: endpoint({
    method: 'GET',
    path: '/api/reports/monthly',
    tags: ['reports'],
    summary:
      'Working days, absences and leave days per person from/to (default the last 7 days), one page of 100 by name; Accept: text/csv gives MonthlyReport.csv with every row',
    query: pagedReportFilterQuerySchema,
    responses: { 200: monthlyReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/reports/detail',
    tags: ['reports'],
    summary:
      'Hours available, logged and on work, no standups and late arrivals per person from/to (default the last 7 days), one page of 100 by name; Accept: text/csv gives DetailReport.csv with every row',
    query: pagedReportFilterQuerySchema,
    responses: { 200: detailReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
  }),
  timesheet: endpoint({
    method: 'GET',
    path: '/api/reports/timesheet',
    tags: ['reports'],
    summary:
      "One page (100) of the hours per person, workspace and milestone from/to (default the last 7 days), with hours per day by workspace for the chart; plain users get their own only (403 for anyone else's); Accept: text/csv gives TimesheetReport.csv with every row",
    query: timesheetQuerySchema,
    responses: { 200: timesheetReportSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
  timesheetTickets: endpoint({
    method: 'GET',
    path: '/api/reports/timesheet/tickets',
    tags: ['reports'],
    summary:
      "The entries behind one TimeSheet row (Ticket Details), newest first; milestoneId 'none' for No Milestone; Accept: text/csv gives UserReport.csv",
    query: timesheetTicketsQuerySchema,
    responses: { 200: timesheetTicketsSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
  milestones: endpoint({
    method: 'GET',
    path: '/api/reports/milestones',
    tags: ['reports'],
    summary:
      "Hours per milestone, and one page (30) of the people's hours per milestone, from/to (default the last 7 days); a plain User sees only their own; Accept: text/csv gives MilestoneReport.csv with every entry",
    query: milestoneReportQuerySchema,
    responses: { 200: milestoneReportSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
  milestoneEntries: endpoint({
    method: 'GET',
    path: '/api/reports/milestones/entries',
    tags: ['reports'],
    summary:
      "One page (20) of the entries behind a milestone report card, newest first: one person's (userId) or one milestone's (workspaceId and milestoneId, 'none' for No Milestone), with the report's filters",
    query: milestoneEntriesQuerySchema,
    responses: { 200: milestoneEntriesSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
  loginHours: endpoint({
    method: 'GET',
    path: '/api/reports/login-hours',
    tags: ['reports'],
    summary:
      "Everyone's days from/to (default the last 7): hours logged, standup to time out, hours available, status; hoursOp=less|atLeast with hours filters by the day's total; one page of 100 rows and every person's totals; Accept: text/csv gives Report.csv with every row",
    query: loginHoursReportQuerySchema,
    responses: { 200: loginHoursReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
  }),
};
