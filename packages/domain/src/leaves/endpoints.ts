import { z } from 'zod';
import { publicRoute, signedIn } from '../access/index.js';
import { endpoint, errorResponses, noContent } from '../shared/index.js';
import {
  leaveBalancesPeopleQuerySchema,
  leaveBalancesPeopleSchema,
  leaveBalancesQuerySchema,
  leaveBalancesSchema,
  leaveFeedCreatedSchema,
  leaveFeedParamsSchema,
  leaveFeedsSchema,
  leaveFeedTokenParamsSchema,
  leaveCalendarQuerySchema,
  leaveCalendarSchema,
  leaveApprovalsSchema,
  leaveApproveSchema,
  leaveBulkDecisionSchema,
  leaveBulkResultSchema,
  leaveCancelSchema,
  leaveIdParamsSchema,
  leaveRejectSchema,
  leaveDaysQuerySchema,
  leaveDaysSchema,
  leaveInputSchema,
  leaveListQuerySchema,
  leaveListSchema,
  leaveSchema,
} from './contracts.js';

export const leaveEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/leaves',
    tags: ['leaves'],
    summary:
      "Leaves overlapping from/to, the latest applied first: one's own, or everyone's (or one person's) for non-users; Accept: text/csv gives Leaves.csv",
    query: leaveListQuerySchema,
    responses: { 200: leaveListSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
  days: endpoint({
    method: 'GET',
    path: '/api/leaves/days',
    tags: ['leaves'],
    summary:
      'The days a leave from/to would cover, for the form to sum up: the holidays, and the days I logged hours or posted a standup',
    query: leaveDaysQuerySchema,
    responses: { 200: leaveDaysSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/leaves',
    tags: ['leaves'],
    summary:
      'Apply for leave (Annual, Sick or Casual): it waits for the approver (Lead 1 or HR, as Settings say), who is emailed',
    body: leaveInputSchema,
    responses: {
      201: z.object({ leave: leaveSchema }),
      ...errorResponses(400, 401, 409, 422),
    },
    access: signedIn,
  }),
  balances: endpoint({
    method: 'GET',
    path: '/api/leaves/balances',
    tags: ['leaves'],
    summary:
      "A person's balance of each leave type in a year, with every movement (granted, accrued, carried over, taken, refunded, expired) and the event behind it: mine, or a person's I approve for or may see as HR, Admin or Manager",
    query: leaveBalancesQuerySchema,
    responses: { 200: leaveBalancesSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
  balancesOfPeople: endpoint({
    method: 'GET',
    path: '/api/leaves/balances/people',
    tags: ['leaves'],
    summary:
      'Every leave balance of a year I may see (everyone for HR, Admins and Managers; my people and me for a lead; mine otherwise); Accept: text/csv gives LeaveBalances.csv',
    query: leaveBalancesPeopleQuerySchema,
    responses: { 200: leaveBalancesPeopleSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  approvals: endpoint({
    method: 'GET',
    path: '/api/leaves/approvals',
    tags: ['leaves'],
    summary:
      'The leaves waiting for my decision, the earliest applied first: as Lead 1 (when Settings say so), HR, Admin or Manager',
    responses: { 200: leaveApprovalsSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/leaves/:id/approve',
    tags: ['leaves'],
    summary: 'Approve a pending leave, with an optional note; the applicant is emailed',
    params: leaveIdParamsSchema,
    body: leaveApproveSchema,
    responses: {
      200: z.object({ leave: leaveSchema }),
      ...errorResponses(400, 401, 403, 404, 409),
    },
    access: signedIn,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/leaves/:id/reject',
    tags: ['leaves'],
    summary: 'Reject a pending leave, saying why; the applicant is emailed',
    params: leaveIdParamsSchema,
    body: leaveRejectSchema,
    responses: {
      200: z.object({ leave: leaveSchema }),
      ...errorResponses(400, 401, 403, 404, 409),
    },
    access: signedIn,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/leaves/:id/cancel',
    tags: ['leaves'],
    summary:
      'Cancel a pending or approved leave: the applicant before it starts, HR, Admins and Managers at any time with a reason',
    params: leaveIdParamsSchema,
    body: leaveCancelSchema,
    responses: {
      200: z.object({ leave: leaveSchema }),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
    access: signedIn,
  }),
  decideMany: endpoint({
    method: 'POST',
    path: '/api/leaves/decide',
    tags: ['leaves'],
    summary:
      'Approve or reject several pending leaves at once; each is decided as alone and answers its own outcome',
    body: leaveBulkDecisionSchema,
    responses: { 200: leaveBulkResultSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/leaves/calendar',
    tags: ['leaves'],
    summary:
      "A month's team leave calendar: weekends, holidays, and who is on approved or pending leave each working day (my team and the people I lead; everyone for HR and non-users)",
    query: leaveCalendarQuerySchema,
    responses: { 200: leaveCalendarSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  feeds: endpoint({
    method: 'GET',
    path: '/api/leaves/feeds',
    tags: ['leaves'],
    summary: 'When my private calendar feeds (my leave, my team’s) were made; null for none',
    responses: { 200: leaveFeedsSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  renewFeed: endpoint({
    method: 'POST',
    path: '/api/leaves/feeds/:scope',
    tags: ['leaves'],
    summary:
      'Make my private iCalendar address of approved leave and holidays (mine or my team’s), shown once; the old one stops working',
    params: leaveFeedParamsSchema,
    responses: { 200: leaveFeedCreatedSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  removeFeed: endpoint({
    method: 'DELETE',
    path: '/api/leaves/feeds/:scope',
    tags: ['leaves'],
    summary: 'Turn my private calendar address off',
    params: leaveFeedParamsSchema,
    responses: { 204: noContent, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/calendar/:token',
    tags: ['leaves'],
    summary:
      'A private calendar feed (text/calendar) of approved leave and holidays, for calendar apps: the address is the key',
    params: leaveFeedTokenParamsSchema,
    responses: { 200: z.string(), ...errorResponses(400, 404) },
    access: publicRoute,
  }),
};
