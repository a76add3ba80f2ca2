import { z } from 'zod';
import { allow, ADMIN_ROLES, NON_USER_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  holidayDateParamsSchema,
  holidayInputSchema,
  holidayListQuerySchema,
  holidayListSchema,
  holidaySchema,
} from './contracts.js';

export const holidayEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/holidays',
    tags: ['holidays'],
    summary: 'Company holidays, 20 per page, latest first; Accept: text/csv gives LeavesList.csv',
    query: holidayListQuerySchema,
    responses: { 200: holidayListSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: NON_USER_ROLES }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/holidays',
    tags: ['holidays'],
    summary: 'Mark a holiday, from tomorrow to one month ahead',
    body: holidayInputSchema,
    responses: {
      201: z.object({ holiday: holidaySchema }),
      ...errorResponses(400, 401, 403, 409, 422),
    },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/holidays/:date',
    tags: ['holidays'],
    summary: 'Delete a holiday that is still ahead',
    params: holidayDateParamsSchema,
    responses: {
      200: z.object({ date: z.string() }),
      ...errorResponses(400, 401, 403, 404, 422),
    },
    access: allow({ roles: ADMIN_ROLES }),
  }),
};
