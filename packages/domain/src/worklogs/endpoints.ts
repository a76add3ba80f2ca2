import { z } from 'zod';
import { ADMIN_ROLES, allow, notProviderUser, signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  personWorklogsQuerySchema,
  personWorklogsSchema,
  worklogCorrectionSchema,
  worklogDeletionSchema,
  worklogHistorySchema,
  worklogInputSchema,
  worklogParamsSchema,
  worklogSchema,
} from './contracts.js';

/** Everyone logs their own hours, except provider users, whose come from the provider. */
export const worklogEndpoints = {
  log: endpoint({
    method: 'POST',
    path: '/api/worklogs',
    tags: ['worklogs'],
    summary:
      'Log hours (above 0, at most 12) for today or up to 7 days back, on one of my own ' +
      'workspaces (422 otherwise); a day holds at most 24',
    body: worklogInputSchema,
    responses: {
      201: z.object({ worklog: worklogSchema }),
      ...errorResponses(400, 401, 403, 422),
    },
    access: notProviderUser,
  }),
  ofPerson: endpoint({
    method: 'GET',
    path: '/api/users/:id/worklogs',
    tags: ['worklogs'],
    summary:
      "A person's entries of a range of days (default the last 7), with ids and whether I may correct each",
    params: z.object({ id: z.uuid('Not a user id') }),
    query: personWorklogsQuerySchema,
    responses: { 200: personWorklogsSchema, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true, self: 'id' }),
  }),
  correct: endpoint({
    method: 'PUT',
    path: '/api/worklogs/:id',
    tags: ['worklogs'],
    summary:
      'Correct an entry with a reason: mine until the correction window closes, anyone’s for ' +
      'Admins and Managers; synced entries are corrected at the provider (422)',
    params: worklogParamsSchema,
    body: worklogCorrectionSchema,
    responses: {
      200: z.object({ worklog: worklogSchema }),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
    access: signedIn,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/worklogs/:id/delete',
    tags: ['worklogs'],
    summary: 'Delete an entry with a reason (who may: as for a correction); its hours are freed',
    params: worklogParamsSchema,
    body: worklogDeletionSchema,
    responses: {
      200: z.object({ deleted: z.literal(true) }),
      ...errorResponses(400, 401, 403, 404, 422),
    },
    access: signedIn,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/worklogs/:id/history',
    tags: ['worklogs'],
    summary: "An entry's corrections and delete: who, when, from, to, why",
    params: worklogParamsSchema,
    responses: { 200: worklogHistorySchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
};
