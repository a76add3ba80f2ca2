import { z } from 'zod';
import { allow, signedIn, ADMIN_ROLES } from '../access/index.js';
import { endpoint, errorResponses, noContent } from '../shared/index.js';
import {
  providerSpaceListSchema,
  providerSpacesQuerySchema,
  workspaceProviderInputSchema,
  seatingInputSchema,
  workspaceInputSchema,
  workspaceListSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from './contracts.js';

const params = z.object({ id: z.uuid('Not a WorkSpace id') });

/** Everyone picks workspaces (standups, hours logs); only admins change them. */
export const workspaceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/workspaces',
    tags: ['workspaces'],
    summary: 'Live workspaces by name, with hall type and members in seat order',
    responses: { 200: workspaceListSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/workspaces',
    tags: ['workspaces'],
    summary:
      'Add a workspace. A provider (Assembla) space must be one the last Sync Routine ' +
      "found (422 'Assembla WorkSpace Not found' otherwise); before the first, any id is taken.",
    body: workspaceInputSchema,
    responses: { 201: workspaceSchema, ...errorResponses(400, 401, 403, 409, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/workspaces/:id',
    tags: ['workspaces'],
    summary: 'Rename a workspace',
    params,
    body: workspaceUpdateSchema,
    responses: { 200: workspaceSchema, ...errorResponses(400, 401, 403, 404, 409) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  updateSeating: endpoint({
    method: 'PUT',
    path: '/api/workspaces/:id/seating',
    tags: ['workspaces'],
    summary: 'Set the hall type (10, 20, 30, 40) and the seat order of the members',
    params,
    body: seatingInputSchema,
    responses: { 200: workspaceSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  updateProvider: endpoint({
    method: 'PUT',
    path: '/api/workspaces/:id/provider',
    tags: ['workspaces', 'sync'],
    summary:
      "Name the workspace's provider and its space there (an Assembla space, a Jira project " +
      'key, a GitLab project path), or none; a space the last Sync Routine of that provider ' +
      'did not find is refused (422), one another live workspace holds too (409)',
    params,
    body: workspaceProviderInputSchema,
    responses: { 200: workspaceSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  providerSpaces: endpoint({
    method: 'GET',
    path: '/api/provider/spaces',
    tags: ['workspaces', 'sync'],
    query: providerSpacesQuerySchema,
    summary:
      'The Assembla spaces the last Sync Routine found, by name, for the Add WorkSpace picker; ' +
      'directorySynced is false before the first Sync Routine',
    responses: { 200: providerSpaceListSchema, ...errorResponses(401, 403) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/workspaces/:id',
    tags: ['workspaces'],
    summary: 'Delete a workspace (its history stays)',
    params,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
};
