import { ADMIN_ROLES, allow, notProviderUser, signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import {
  standupCorrectionSchema,
  standupDayParamsSchema,
  standupHistorySchema,
  standupInputSchema,
  todayStandupSchema,
} from './contracts.js';

/** Everyone adds their own standup, except provider users, whose come from the provider. */
export const standupEndpoints = {
  today: endpoint({
    method: 'GET',
    path: '/api/standups/today',
    tags: ['standups'],
    summary: 'My standup of today (company time zone), to prefill the form',
    responses: { 200: todayStandupSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/standups',
    tags: ['standups'],
    summary: "Add or update my standup of today; 'reported at' stays the first submit",
    body: standupInputSchema,
    responses: { 200: todayStandupSchema, ...errorResponses(400, 401, 403) },
    access: notProviderUser,
  }),
  correct: endpoint({
    method: 'PUT',
    path: '/api/users/:id/standups/:date',
    tags: ['standups'],
    summary:
      "Correct a person's standup of a day with a reason: mine until the correction window " +
      "closes, anyone's for Admins and Managers; provider users' at the provider (422)",
    params: standupDayParamsSchema,
    body: standupCorrectionSchema,
    responses: { 200: todayStandupSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: signedIn,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/users/:id/standups/:date/history',
    tags: ['standups'],
    summary: "A standup's corrections: who, when, from, to, why",
    params: standupDayParamsSchema,
    responses: { 200: standupHistorySchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true, self: 'id' }),
  }),
};
