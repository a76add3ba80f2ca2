import { allow, ADMIN_ROLES, NON_USER_ROLES, signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  approvedScoresSchema,
  approveScoresSchema,
  scoreFormQuerySchema,
  scoreFormSchema,
  scoreHistorySchema,
  scoreMonthSummarySchema,
  scoreListQuerySchema,
  scoreListSchema,
  scoreParamsSchema,
  scoreRemindersAnswerSchema,
  scoreRemindersSchema,
  scoreStepInputSchema,
  scoreStepParamsSchema,
} from './contracts.js';

/** DESIGN.md 8: admins and HR see every score, approve them and send score reminders. */
const adminOrHr = allow({ roles: ADMIN_ROLES, hr: true });

export const scoreEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/scores',
    tags: ['scores'],
    summary: 'Every scored person with their scores of the last 1, 3, 6 or 12 months',
    query: scoreListQuerySchema,
    responses: { 200: scoreListSchema, ...errorResponses(400, 401, 403) },
    access: adminOrHr,
  }),
  team: endpoint({
    method: 'GET',
    path: '/api/scores/team',
    tags: ['scores'],
    summary:
      'The scores of the people the caller is lead 1, 2 or 3 of (none for a non-user who leads nobody)',
    query: scoreListQuerySchema,
    responses: { 200: scoreListSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: NON_USER_ROLES, lead: true, hr: true }),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/scores/mine',
    tags: ['scores'],
    summary: "The caller's own scores",
    query: scoreListQuerySchema,
    responses: { 200: scoreListSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/scores/:userId/:month',
    tags: ['scores'],
    summary: "One month's score, the team's template and the month's hours per workspace",
    params: scoreParamsSchema,
    query: scoreFormQuerySchema,
    // Data-level (scoreVisibility): a lead sees their own step, HR, Admins and Managers every
    // step, the person their month once approved; 403 for anyone who sees nothing of it.
    responses: { 200: scoreFormSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
  monthSummary: endpoint({
    method: 'GET',
    path: '/api/scores/:userId/:month/summary',
    tags: ['scores'],
    summary:
      "The person's month beside the ratings: hours logged and available, late arrivals, standups missed, leave days, milestones",
    params: scoreParamsSchema,
    // Data-level, as scoring: the person's leads, HR, Admins and Managers; 403 for anyone
    // else, the person themselves included.
    responses: { 200: scoreMonthSummarySchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
  saveStep: endpoint({
    method: 'PUT',
    path: '/api/scores/:userId/:month/steps/:step',
    tags: ['scores'],
    summary: "Save one lead's step (draft or submitted) or HR's comments (final only)",
    params: scoreStepParamsSchema,
    body: scoreStepInputSchema,
    // Data-level: a lead saves only their own step, HR only the HR step.
    responses: {
      200: scoreFormSchema.shape.score,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
    access: signedIn,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/scores/approve',
    tags: ['scores'],
    summary: 'Approve submitted scores; approved scores are frozen',
    body: approveScoresSchema,
    responses: { 200: approvedScoresSchema, ...errorResponses(400, 401, 403, 422) },
    access: adminOrHr,
  }),
  reminders: endpoint({
    method: 'POST',
    path: '/api/scores/reminders',
    tags: ['scores'],
    summary: 'Email the leads who have not submitted their step; the worker sends them',
    body: scoreRemindersSchema,
    responses: { 201: scoreRemindersAnswerSchema, ...errorResponses(400, 401, 403, 422, 429) },
    access: adminOrHr,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/scores/:userId/:month/history',
    tags: ['scores'],
    summary: 'Who saved which step, draft or submit, the totals before and after, the approval',
    params: scoreParamsSchema,
    // Data-level as GET /api/scores/:userId/:month; a lead reads their own step's entries.
    responses: { 200: scoreHistorySchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
};
