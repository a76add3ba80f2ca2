import { z } from 'zod';
import { ADMIN_ROLES, NON_USER_ROLES, allow, publicRoute, signedIn } from '../access/index.js';
import { endpoint, errorResponses, noContent } from '../shared/index.js';
import { startedJobSchema } from '../provider/index.js';
import {
  addUserSchema,
  availabilityUpdateSchema,
  editUserSchema,
  emergencyPasswordSchema,
  EMERGENCY_PASSWORD_ROLES,
  endSessionSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  sessionListSchema,
  setPasswordSchema,
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  recoveryCodesSchema,
  TWO_FACTOR_RESET_ROLES,
  twoFactorConfirmSchema,
  twoFactorEnrolmentSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
  meSchema,
  profileUpdateSchema,
  registrationResponseSchema,
  registrationSchema,
  userAdminRowSchema,
  userDirectorySchema,
  userHistorySchema,
  userListQuerySchema,
  userListSchema,
  userStatusChangeSchema,
} from './contracts.js';

const params = z.object({ id: z.uuid('Not a user id') });

/** Sign-in, the signed-in person, registration and people administration. */
export const userEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    tags: ['auth'],
    summary:
      'Sign in with email and password; sets the session cookie, or, with two-factor ' +
      'sign-in on, answers a pending token for POST /api/auth/two-factor',
    body: loginRequestSchema,
    responses: { 200: loginAnswerSchema, ...errorResponses(400, 401, 403, 429) },
    access: publicRoute,
  }),
  twoFactorSignIn: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor',
    tags: ['auth'],
    summary:
      "Finish a sign-in with the authenticator app's code (once per time step) or a " +
      'single-use recovery code; sets the session cookie; the sign-in throttle counts codes',
    body: twoFactorSignInSchema,
    responses: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
    access: publicRoute,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    tags: ['auth'],
    summary: 'Sign out: ends this session and clears the cookie',
    responses: { 204: noContent },
    access: publicRoute,
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password',
    tags: ['auth'],
    summary:
      'Set a password through an emailed link (an invitation, 7 days, or a reset, 1 hour); ' +
      'the link works once, and a reset ends every session of the person',
    body: setPasswordSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
    access: publicRoute,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    tags: ['auth'],
    summary:
      'Ask for a password reset link by email; the same answer whether the email is an ' +
      "account's or not; limited per email and per address",
    body: forgotPasswordSchema,
    responses: { 202: messageResponseSchema, ...errorResponses(400, 429) },
    access: publicRoute,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    tags: ['auth'],
    summary: 'Ask for an account: it is created inactive until an admin accepts it',
    body: registrationSchema,
    responses: { 201: registrationResponseSchema, ...errorResponses(400, 409, 429) },
    access: publicRoute,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/me',
    tags: ['me'],
    summary: 'The signed-in person',
    responses: { 200: meSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/me/profile',
    tags: ['me'],
    summary: 'Change my name and, with the current password, my password',
    body: profileUpdateSchema,
    responses: { 200: loginResponseSchema, ...errorResponses(400, 401, 422, 429) },
    access: signedIn,
  }),
  updateAvailability: endpoint({
    method: 'PUT',
    path: '/api/me/availability',
    tags: ['me'],
    summary: 'Set my availability (Away, Online, Offline, Do not Disturb) and text status',
    body: availabilityUpdateSchema,
    responses: { 200: loginResponseSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
  mySessions: endpoint({
    method: 'GET',
    path: '/api/me/sessions',
    tags: ['me'],
    summary: 'My open sessions: device, address, when signed in and last seen',
    responses: { 200: sessionListSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  endMySession: endpoint({
    method: 'POST',
    path: '/api/me/sessions/end',
    tags: ['me'],
    summary: 'End one of my sessions, or every other one (sessionId null)',
    body: endSessionSchema,
    responses: { 204: noContent, ...errorResponses(400, 401, 404) },
    access: signedIn,
  }),
  myTwoFactor: endpoint({
    method: 'GET',
    path: '/api/me/two-factor',
    tags: ['me'],
    summary: 'My two-factor sign-in: on or not, required of my role, recovery codes left',
    responses: { 200: twoFactorStatusSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  startTwoFactor: endpoint({
    method: 'POST',
    path: '/api/me/two-factor/enrolment',
    tags: ['me'],
    summary:
      'Start turning two-factor sign-in on: a new secret (stored encrypted) as a QR code ' +
      'and a key to type; nothing changes until a code confirms it',
    responses: { 201: twoFactorEnrolmentSchema, ...errorResponses(401, 422) },
    access: signedIn,
  }),
  confirmTwoFactor: endpoint({
    method: 'POST',
    path: '/api/me/two-factor/confirm',
    tags: ['me'],
    summary:
      'Turn two-factor sign-in on with a code from the app; answers ten single-use ' +
      'recovery codes, shown this once',
    body: twoFactorConfirmSchema,
    responses: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 422, 429) },
    access: signedIn,
  }),
  directory: endpoint({
    method: 'GET',
    path: '/api/users/directory',
    tags: ['users'],
    summary: 'Active people (id, name, email, role) for pickers and filters',
    responses: { 200: userDirectorySchema, ...errorResponses(401, 403) },
    access: allow({ roles: NON_USER_ROLES, lead: true, hr: true }),
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/users/:id/history',
    tags: ['users'],
    summary: "A person's status and role history: who, when, from, to, why",
    params,
    responses: { 200: userHistorySchema, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: NON_USER_ROLES, self: 'id' }),
  }),
  // People administration: Viewer reads, admins (Admin, superAdmin, Manager) change.
  list: endpoint({
    method: 'GET',
    path: '/api/users',
    tags: ['users'],
    summary:
      'People for the Users screens, by name; filter by status and person. ' +
      'Accept: text/csv answers users.csv.',
    query: userListQuerySchema,
    responses: { 200: userListSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: NON_USER_ROLES }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/users',
    tags: ['users'],
    summary:
      'Add a user (201; 409 when the email is already a user). A provider-linked ' +
      'account must have an email the last Sync Routine found among Assembla people (422).',
    body: addUserSchema,
    responses: { 201: userAdminRowSchema, ...errorResponses(400, 401, 403, 409, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    tags: ['users'],
    summary: 'One person as the Users screens show them',
    params,
    responses: { 200: userAdminRowSchema, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: NON_USER_ROLES }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    tags: ['users'],
    summary:
      'User Detail: change name, role, team, leads, workspaces and flags; a non-blank ' +
      'new password replaces the current one (recorded as changed by an admin)',
    params,
    body: editUserSchema,
    responses: { 200: userAdminRowSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    tags: ['users'],
    summary: 'Delete a user: their status becomes deleted, their history stays',
    params,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/users/:id/status',
    tags: ['users'],
    summary:
      'Change a status: block, activate, accept an inactive registration with a role ' +
      'and workspaces, reject it with a message, or mark an active person as left from ' +
      'a day (not after today) with a reason; reports leave them out from that day on',
    params,
    body: userStatusChangeSchema,
    responses: { 200: userAdminRowSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: '/api/users/:id/invitation',
    tags: ['users'],
    summary:
      'Email a new invitation (a single-use link, valid 7 days, to set a password); ' +
      'it replaces any open one',
    params,
    responses: { 201: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/users/:id/invitation',
    tags: ['users'],
    summary: "Withdraw the person's open invitation: its link no longer works",
    params,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  endUserSessions: endpoint({
    method: 'POST',
    path: '/api/users/:id/sessions/end',
    tags: ['users'],
    summary: 'End every session of a person (recorded in their history)',
    params,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
  setUserPassword: endpoint({
    method: 'POST',
    path: '/api/users/:id/password',
    tags: ['users'],
    summary:
      "Emergency: an Admin sets another person's password (recorded in their history); " +
      'every session of theirs ends',
    params,
    body: emergencyPasswordSchema,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: EMERGENCY_PASSWORD_ROLES }),
  }),
  resetTwoFactor: endpoint({
    method: 'POST',
    path: '/api/users/:id/two-factor/reset',
    tags: ['users'],
    summary:
      "Turn a person's two-factor sign-in off (a lost phone): secret and recovery codes " +
      'go; recorded in their history',
    params,
    responses: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
    access: allow({ roles: TWO_FACTOR_RESET_ROLES }),
  }),
  startSync: endpoint({
    method: 'POST',
    path: '/api/sync/routine',
    tags: ['sync'],
    summary:
      'Sync Routine: queue the provider (Assembla) sync of people, spaces, hours and ' +
      'standups; answers the job id GET /api/jobs/:id follows',
    responses: { 201: startedJobSchema, ...errorResponses(401, 403) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
};
