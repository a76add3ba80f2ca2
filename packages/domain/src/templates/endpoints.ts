import { z } from 'zod';
import { allow, ADMIN_ROLES, NON_USER_ROLES } from '../access/index.js';
import { endpoint, errorResponses, noContent } from '../shared/index.js';
import { templateInputSchema, templateListSchema, templateSchema } from './contracts.js';

const params = z.object({ id: z.uuid('Not a template id') });

export const templateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/templates',
    tags: ['templates'],
    summary: 'Live score templates by name, with their teams and numbered fields',
    responses: { 200: templateListSchema, ...errorResponses(401, 403) },
    // Leads and HR score with them.
    access: allow({ roles: NON_USER_ROLES, lead: true, hr: true }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/templates',
    tags: ['templates'],
    summary: 'Add a score template for teams no other template has',
    body: templateInputSchema,
    responses: { 201: templateSchema, ...errorResponses(400, 401, 403, 409) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/templates/:id',
    tags: ['templates'],
    summary: 'Change a score template: its name, teams and fields',
    params,
    body: templateInputSchema,
    responses: { 200: templateSchema, ...errorResponses(400, 401, 403, 404, 409) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/templates/:id',
    tags: ['templates'],
    summary: 'Delete a score template; saved scores keep its name',
    params,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
};
