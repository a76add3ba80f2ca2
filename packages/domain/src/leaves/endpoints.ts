import { z } from 'zod';
import { signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
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
    summary: "Leaves overlapping from/to: one's own, or everyone's for non-users",
    query: leaveListQuerySchema,
    responses: { 200: leaveListSchema, ...errorResponses(400, 401) },
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
