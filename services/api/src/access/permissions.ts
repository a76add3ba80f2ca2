import { ADMIN_ROLES, NON_USER_ROLES, SETTINGS_ROLES } from '@teamledger/domain';
import { allow, notProviderUser, publicRoute, signedIn, type AccessRule } from './rules.js';

const LEAD_REQUEST_ACTORS = [...ADMIN_ROLES, 'User'] as const;

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
  // People administration: Viewer reads, admins (Admin, superAdmin, Manager) change.
  'GET /api/users': allow({ roles: NON_USER_ROLES }),
  'POST /api/users': allow({ roles: ADMIN_ROLES }),
  'GET /api/users/:id': allow({ roles: NON_USER_ROLES }),
  'PUT /api/users/:id': allow({ roles: ADMIN_ROLES }),
  'DELETE /api/users/:id': allow({ roles: ADMIN_ROLES }),
  'POST /api/users/:id/status': allow({ roles: ADMIN_ROLES }),
  'POST /api/auth/register': publicRoute,
  'POST /api/sync/routine': allow({ roles: ADMIN_ROLES }),
  'GET /api/teams': allow({ roles: NON_USER_ROLES, lead: true }),
  'POST /api/teams': allow({ roles: ADMIN_ROLES }),
  'PUT /api/teams/:id': allow({ roles: ADMIN_ROLES }),
  'DELETE /api/teams/:id': allow({ roles: ADMIN_ROLES }),
  // Everyone picks workspaces (standups, hours logs); only admins change them.
  'GET /api/workspaces': signedIn,
  'POST /api/workspaces': allow({ roles: ADMIN_ROLES }),
  'PUT /api/workspaces/:id': allow({ roles: ADMIN_ROLES }),
  'DELETE /api/workspaces/:id': allow({ roles: ADMIN_ROLES }),
  'PUT /api/workspaces/:id/seating': allow({ roles: ADMIN_ROLES }),
  // Admins hand out lead requests; the assignee (role User) or an admin acts on one, which
  // the handler checks per lead request. A User sees only their own.
  'GET /api/lead-requests': signedIn,
  'POST /api/lead-requests': allow({ roles: ADMIN_ROLES }),
  'POST /api/lead-requests/:id/accept': allow({ roles: LEAD_REQUEST_ACTORS }),
  'POST /api/lead-requests/:id/reject': allow({ roles: LEAD_REQUEST_ACTORS }),
  'POST /api/lead-requests/:id/reassign': allow({ roles: LEAD_REQUEST_ACTORS }),
  // Work logging: everyone logs their own, except provider users their standups and hours.
  'GET /api/holidays': allow({ roles: NON_USER_ROLES }),
  'POST /api/holidays': allow({ roles: ADMIN_ROLES }),
  'DELETE /api/holidays/:date': allow({ roles: ADMIN_ROLES }),
  'GET /api/standups/today': signedIn,
  'POST /api/standups': notProviderUser,
  'GET /api/leaves': signedIn,
  'POST /api/leaves': signedIn,
  'POST /api/worklogs': notProviderUser,
  // Milestones: everyone picks them when logging hours; non-users and leads read the detail.
  'GET /api/workspaces/:id/milestones': signedIn,
  'POST /api/workspaces/:id/milestones': allow({ roles: ADMIN_ROLES }),
  'GET /api/milestones/:id': allow({ roles: NON_USER_ROLES, lead: true }),
  'PUT /api/milestones/:id': allow({ roles: ADMIN_ROLES }),
  'DELETE /api/milestones/:id': allow({ roles: ADMIN_ROLES }),
  'POST /api/milestones/:id/complete': allow({ roles: ADMIN_ROLES }),
  'GET /api/reports/my-standups': signedIn,
  'GET /api/reports/standups': allow({ roles: ADMIN_ROLES, lead: true }),
  'GET /api/reports/users/:id/days': allow({ roles: ADMIN_ROLES, lead: true, self: 'id' }),
  'PUT /api/_test/clock': publicRoute,
};
