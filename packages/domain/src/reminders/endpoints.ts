import { z } from 'zod';
import { allow, ADMIN_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { reminderAnswerSchema, reminderRequestSchema } from './contracts.js';

/** Admins and leads send reminders from the Login/Hours Report, whose rows they read. */
const remindersAccess = allow({ roles: ADMIN_ROLES, lead: true });

export const reminderEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/api/reminders',
    tags: ['reminders'],
    summary:
      'Record a reminder email to a person (hours log, standup missing, less hours); the worker sends it',
    body: reminderRequestSchema,
    responses: {
      201: reminderAnswerSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422, 429),
    },
    access: remindersAccess,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/reminders/:id',
    tags: ['reminders'],
    summary: 'One reminder and its state: queued, sent or failed',
    params: z.object({ id: z.uuid('Not a reminder id') }),
    responses: { 200: reminderAnswerSchema, ...errorResponses(400, 401, 403, 404) },
    access: remindersAccess,
  }),
};
