import { z } from 'zod';
import { allow, signedIn, ADMIN_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  leadRequestInputSchema,
  leadRequestListSchema,
  leadRequestReassignSchema,
  leadRequestRejectSchema,
  leadRequestSchema,
} from './contracts.js';

const params = z.object({ id: z.uuid('Not a lead request id') });

/**
 * Admins hand out lead requests; the assignee (role User) or an admin acts on one, which
 * decide checks per lead request. A User sees only their own.
 */
const actors = allow({ roles: [...ADMIN_ROLES, 'User'] });

const action = <const Name extends string, Body extends z.ZodType>(
  name: Name,
  summary: string,
  body: Body,
) =>
  endpoint({
    method: 'POST',
    path: `/api/lead-requests/:id/${name}`,
    tags: ['lead-requests'],
    summary,
    params,
    body,
    responses: { 200: leadRequestSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: actors,
  });

export const leadRequestEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/lead-requests',
    tags: ['lead-requests'],
    summary:
      'Lead requests, newest first: all of them for admins and Viewers, their own for a ' +
      'User; with the people a lead can be assigned to',
    responses: { 200: leadRequestListSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/lead-requests',
    tags: ['lead-requests'],
    summary: 'Create a lead request and assign it to an active person with role User',
    body: leadRequestInputSchema,
    responses: { 201: leadRequestSchema, ...errorResponses(400, 401, 403, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  accept: action('accept', 'Accept a lead request (its assignee, or an admin)', z.strictObject({})),
  reject: action(
    'reject',
    'Reject a lead request with a message (its assignee, or an admin)',
    leadRequestRejectSchema,
  ),
  reassign: action(
    'reassign',
    'Re-assign a lead request to another active provider user (its assignee, or an admin)',
    leadRequestReassignSchema,
  ),
};
