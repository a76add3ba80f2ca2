import { z } from 'zod';
import { notProviderUser } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { worklogInputSchema, worklogSchema } from './contracts.js';

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
};
