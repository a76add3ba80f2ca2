import { notProviderUser, signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { standupInputSchema, todayStandupSchema } from './contracts.js';

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
};
