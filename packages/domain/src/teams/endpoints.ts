import { z } from 'zod';
import { allow, ADMIN_ROLES, NON_USER_ROLES } from '../access/index.js';
import { endpoint, errorResponses, noContent } from '../shared/index.js';
import { teamInputSchema, teamListSchema, teamSchema } from './contracts.js';

const params = z.object({ id: z.uuid('Not a team id') });

export const teamEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/teams',
    tags: ['teams'],
    summary: 'Live teams by name, with their member counts',
    responses: { 200: teamListSchema, ...errorResponses(401, 403) },
    access: allow({ roles: NON_USER_ROLES, lead: true, hr: true }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/teams',
    tags: ['teams'],
    summary: 'Add a team (names are unique, ignoring case)',
    body: teamInputSchema,
    responses: { 201: teamSchema, ...errorResponses(400, 401, 403, 409) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/teams/:id',
    tags: ['teams'],
    summary: 'Rename a team; its members follow the new name',
    params,
    body: teamInputSchema,
    responses: { 200: teamSchema, ...errorResponses(400, 401, 403, 404, 409) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/teams/:id',
    tags: ['teams'],
    summary: 'Delete a team that has no members left',
    params,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
};
