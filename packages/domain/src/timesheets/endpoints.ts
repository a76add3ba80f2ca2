import { signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  timesheetApprovalsSchema,
  timesheetApproveSchema,
  timesheetBulkDecisionSchema,
  timesheetBulkResultSchema,
  timesheetEmptySchema,
  timesheetGraceSchema,
  timesheetParamsSchema,
  timesheetPeriodQuerySchema,
  timesheetRejectSchema,
  timesheetStepSchema,
  timesheetReopenSchema,
  timesheetUserParamsSchema,
  timesheetViewSchema,
} from './contracts.js';

const TAGS = ['timesheets'];
const stepResponses = { 200: timesheetStepSchema, ...errorResponses(400, 401, 403, 404, 409, 422) };

export const timesheetPeriodEndpoints = {
  timesheet: endpoint({
    method: 'GET',
    path: '/api/users/:id/timesheet',
    tags: TAGS,
    summary:
      "A person's timesheet period (a week or a month, as Settings say; `period` or the one holding `date`, default today): its days and entries now, its status and lock, the submitted and the approved revision; one's own, one's people's as their lead, anyone's for HR and non-users",
    params: timesheetUserParamsSchema,
    query: timesheetPeriodQuerySchema,
    responses: { 200: timesheetViewSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/users/:id/timesheets/:period/submit',
    tags: TAGS,
    summary:
      'Submit one of my periods for approval (Lead 1 or HR, as Settings say): its hours are locked until it is decided',
    params: timesheetParamsSchema,
    body: timesheetEmptySchema,
    responses: stepResponses,
    access: signedIn,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/users/:id/timesheets/:period/withdraw',
    tags: TAGS,
    summary: 'Take back one of my submitted periods nobody decided yet, to change it',
    params: timesheetParamsSchema,
    body: timesheetEmptySchema,
    responses: stepResponses,
    access: signedIn,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/users/:id/timesheets/:period/approve',
    tags: TAGS,
    summary:
      "Approve a person's submitted period (or hours the sync changed since its approval): its days' hours are kept as approved and the period is locked",
    params: timesheetParamsSchema,
    body: timesheetApproveSchema,
    responses: stepResponses,
    access: signedIn,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/users/:id/timesheets/:period/reject',
    tags: TAGS,
    summary:
      "Reject a person's submitted period with a note, emailed to them; the period is open again",
    params: timesheetParamsSchema,
    body: timesheetRejectSchema,
    responses: stepResponses,
    access: signedIn,
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/users/:id/timesheets/:period/reopen',
    tags: TAGS,
    summary:
      'Reopen an approved or locked period with a reason (Admins only); the approved revision stays visible',
    params: timesheetParamsSchema,
    body: timesheetReopenSchema,
    responses: stepResponses,
    access: signedIn,
  }),
  grace: endpoint({
    method: 'POST',
    path: '/api/users/:id/timesheets/:period/grace',
    tags: TAGS,
    summary:
      'Give a person until a day to finish and submit a period (the approver): the daily run does not lock it before, and a locked one opens again',
    params: timesheetParamsSchema,
    body: timesheetGraceSchema,
    responses: stepResponses,
    access: signedIn,
  }),
  decideMany: endpoint({
    method: 'POST',
    path: '/api/timesheets/decide',
    tags: TAGS,
    summary:
      "Approve or reject several periods at once (a rejection's note goes to each); each one's outcome",
    body: timesheetBulkDecisionSchema,
    responses: { 200: timesheetBulkResultSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  approvals: endpoint({
    method: 'GET',
    path: '/api/timesheets/approvals',
    tags: TAGS,
    summary:
      'The periods waiting for me to decide (submitted, or changed since their approval), with what changed against the approved revision',
    responses: { 200: timesheetApprovalsSchema, ...errorResponses(401) },
    access: signedIn,
  }),
};
