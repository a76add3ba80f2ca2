import { z } from 'zod';
import { allow, ADMIN_ROLES, SETTINGS_ROLES, signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  overtimeAdjustmentInputSchema,
  overtimeQuerySchema,
  overtimeSchema,
  userIdParamsSchema,
  workingTimeInputSchema,
  workingTimeQuerySchema,
  workingTimeSchema,
} from './contracts.js';

export const workingTimeEndpoints = {
  workingTime: endpoint({
    method: 'GET',
    path: '/api/users/:id/working-time',
    tags: ['working time'],
    summary:
      "A person's working-time contracts (expected hours per weekday from a day on) and overtime adjustments, as recorded by asOf when given: one's own, one's people's as their lead, anyone's for HR and non-users",
    params: userIdParamsSchema,
    query: workingTimeQuerySchema,
    responses: { 200: workingTimeSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
  setWorkingTime: endpoint({
    method: 'POST',
    path: '/api/users/:id/working-time',
    tags: ['working time'],
    summary:
      "Set a person's expected hours per weekday from a day on; the past before it is never rewritten (Admins and Managers)",
    params: userIdParamsSchema,
    body: workingTimeInputSchema,
    responses: { 200: workingTimeSchema, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  adjustOvertime: endpoint({
    method: 'POST',
    path: '/api/users/:id/overtime-adjustments',
    tags: ['working time'],
    summary:
      "Add hours to or take hours from a person's overtime balance on a day, with a reason (overtime paid out, say); Admins only",
    params: userIdParamsSchema,
    body: overtimeAdjustmentInputSchema,
    responses: { 201: z.object({ id: z.string() }), ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
  overtime: endpoint({
    method: 'GET',
    path: '/api/users/:id/overtime',
    tags: ['working time'],
    summary:
      "A person's overtime balance explained: each day's expected and logged hours in from/to (default this month to today), each month's running balance, and what was carried over; with asOf, as recorded by that instant",
    params: userIdParamsSchema,
    query: overtimeQuerySchema,
    responses: { 200: overtimeSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
};
