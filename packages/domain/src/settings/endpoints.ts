import { allow, SETTINGS_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { settingsSchema, settingsViewSchema } from './contracts.js';

export const settingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/settings',
    tags: ['settings'],
    summary: 'Company settings: HR email and person, time zone, reminder schedule',
    responses: { 200: settingsViewSchema, ...errorResponses(401, 403) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/settings',
    tags: ['settings'],
    summary: 'Change company settings (Admin only)',
    body: settingsSchema,
    responses: { 200: settingsViewSchema, ...errorResponses(400, 401, 403, 422) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
};
