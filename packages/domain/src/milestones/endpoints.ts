import { z } from 'zod';
import { allow, signedIn, ADMIN_ROLES, NON_USER_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { startedJobSchema } from '../provider/index.js';
import {
  milestoneDetailSchema,
  milestoneInputSchema,
  milestoneListQuerySchema,
  milestoneListSchema,
  milestoneSchema,
  milestoneUpdateSchema,
} from './contracts.js';

const params = z.object({ id: z.uuid('Not an id') });
const milestoneAnswer = z.object({ milestone: milestoneSchema });

/** Everyone picks milestones when logging hours; non-users and leads read the detail. */
export const milestoneEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/workspaces/:id/milestones',
    tags: ['milestones'],
    summary:
      "A workspace's open milestones (and Assembla's active ones), soonest due first; " +
      'completed=include adds the completed (and inactive) ones',
    params,
    query: milestoneListQuerySchema,
    responses: { 200: milestoneListSchema, ...errorResponses(400, 401, 404) },
    access: signedIn,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/workspaces/:id/milestones',
    tags: ['milestones'],
    summary: 'Add a milestone to a workspace of our own (Assembla ones are synced)',
    params,
    body: milestoneInputSchema,
    responses: { 201: milestoneAnswer, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/milestones/:id',
    tags: ['milestones'],
    summary: 'A milestone with the hours logged against it',
    params,
    responses: { 200: milestoneDetailSchema, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: NON_USER_ROLES, lead: true }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/milestones/:id',
    tags: ['milestones'],
    summary: 'Edit a milestone: name, dates, description, status (Active or Completed)',
    params,
    body: milestoneUpdateSchema,
    responses: { 200: milestoneAnswer, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/milestones/:id/complete',
    tags: ['milestones'],
    summary: 'Complete a milestone',
    params,
    responses: { 200: milestoneAnswer, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/milestones/:id',
    tags: ['milestones'],
    summary: 'Delete a milestone; hours logged against it keep their link',
    params,
    responses: { 200: z.object({ id: z.string() }), ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  syncAll: endpoint({
    method: 'POST',
    path: '/api/milestones/sync',
    tags: ['milestones', 'sync'],
    summary:
      "Sync Milestones: queue the sync of every Assembla WorkSpace's milestones; answers " +
      'the job id GET /api/jobs/:id follows',
    responses: { 201: startedJobSchema, ...errorResponses(401, 403) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  syncWorkspace: endpoint({
    method: 'POST',
    path: '/api/workspaces/:id/milestones/sync',
    tags: ['milestones', 'sync'],
    summary:
      "Sync Milestones to this Space: queue the sync of one Assembla WorkSpace's " +
      'milestones; answers the job id GET /api/jobs/:id follows',
    params,
    responses: { 201: startedJobSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
};
