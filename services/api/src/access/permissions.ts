import { NON_USER_ROLES, SETTINGS_ROLES } from '@teamledger/domain';
import { allow, publicRoute, signedIn, type AccessRule } from './rules.js';

/**
 * The permission table: every /api route and who may call it (DESIGN.md decision 8).
 * The access plugin refuses to start when an /api route is missing here, and
 * permissions.int.test.ts calls every route as every kind of person against this table.
 * Data-level checks (a plain user asking for someone else's data) stay in the handlers.
 */
export const permissions: Record<string, AccessRule> = {
  'POST /api/auth/login': publicRoute,
  'POST /api/auth/logout': publicRoute,
  'GET /api/me': signedIn,
  'PUT /api/me/profile': signedIn,
  'PUT /api/me/availability': signedIn,
  'GET /api/settings': allow({ roles: SETTINGS_ROLES }),
  'PUT /api/settings': allow({ roles: SETTINGS_ROLES }),
  'GET /api/users/directory': allow({ roles: NON_USER_ROLES, lead: true }),
  'GET /api/users/:id/history': allow({ roles: NON_USER_ROLES, self: 'id' }),
  'PUT /api/_test/clock': publicRoute,
};
