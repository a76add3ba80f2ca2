import { z } from 'zod';
import { signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
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
      "Leaves overlapping from/to, the latest applied first: one's own, or everyone's (or one person's) for non-users",
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
    summary: 'Apply for leave (Annual, Sick or Casual); HR is emailed',
    body: leaveInputSchema,
    responses: {
      201: z.object({ leave: leaveSchema }),
      ...errorResponses(400, 401, 409, 422),
    },
    access: signedIn,
  }),
};
