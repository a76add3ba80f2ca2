import { allow, publicRoute, SETTINGS_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { loginResponseSchema } from '../users/index.js';
import {
  ssoCallbackSchema,
  ssoSettingsSchema,
  ssoSettingsViewSchema,
  ssoStartResponseSchema,
  ssoStatusSchema,
} from './contracts.js';

/** Single sign-on with OpenID Connect (authorization code flow with PKCE) and its Settings. */
export const ssoEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/auth/sso',
    tags: ['auth'],
    summary: 'Whether single sign-on is configured, and the provider name the sign-in page shows',
    responses: { 200: ssoStatusSchema },
    access: publicRoute,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/auth/sso/start',
    tags: ['auth'],
    summary:
      "Begin a sign-in at the OpenID provider: answers the provider's address and sets a " +
      'short-lived cookie holding the state, nonce and PKCE verifier',
    responses: { 200: ssoStartResponseSchema, ...errorResponses(404, 503) },
    access: publicRoute,
  }),
  callback: endpoint({
    method: 'POST',
    path: '/api/auth/sso/callback',
    tags: ['auth'],
    summary:
      'Finish a sign-in with the query string the provider sent the browser back with; the ' +
      'person is matched by verified email; sets the session cookie',
    body: ssoCallbackSchema,
    responses: { 200: loginResponseSchema, ...errorResponses(400, 403, 404, 503) },
    access: publicRoute,
  }),
  getSettings: endpoint({
    method: 'GET',
    path: '/api/settings/sso',
    tags: ['settings'],
    summary: 'Single sign-on settings (Admin only); never the client secret',
    responses: { 200: ssoSettingsViewSchema, ...errorResponses(401, 403) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/settings/sso',
    tags: ['settings'],
    summary:
      'Configure single sign-on (Admin only): the provider is checked by its discovery ' +
      'document before it is saved; the client secret is stored sealed, never in an event',
    body: ssoSettingsSchema,
    responses: { 200: ssoSettingsViewSchema, ...errorResponses(400, 401, 403, 422) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
};
