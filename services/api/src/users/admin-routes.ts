import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addUserSchema,
  assertRoleChangeAllowed,
  editUserSchema,
  leadIdsOf,
  normalizeEmail,
  notFound,
  ruleViolation,
  USER_STATUS_LABELS,
  userAdminRowSchema,
  userListQuerySchema,
  userListSchema,
  type UserAdminRow,
} from '@teamledger/domain';
import { findUserAdminRow, listUsersForAdmin } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { settingPassword } from '../auth/credentials.js';
import { hashPassword } from '../auth/passwords.js';
import { userDecider, userStream } from '@teamledger/domain';
import { userIdForEmail } from './user-id.js';
import { runCommand } from '../commands/run.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { errorResponses } from '../plugins/errors.js';
import { checkUserReferences } from './references.js';

const params = z.object({ id: z.uuid('Not a user id') });

const CSV_HEADER = [
  'Name',
  'Email',
  'Role',
  'Status',
  'Default Workspace',
  'Is Assembla | Lead',
  'Team Name',
  'Leads',
] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const csvRow = (user: UserAdminRow) => [
  user.name,
  user.email,
  user.role,
  USER_STATUS_LABELS[user.status],
  user.defaultWorkspace?.name ?? '',
  `${yesNo(user.isProviderUser)} | ${yesNo(user.isLead)}`,
  user.teamName ?? '',
  user.leads.map((lead) => lead.name).join(', '),
];

/** Users List (admin): list and users.csv, add, read, edit and delete people. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  const rowOf = async (id: string) => {
    const row = await findUserAdminRow(pool, id);
    if (!row) throw notFound('User');
    return row;
  };

  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary:
          'People for the Users screens, by name; filter by status and person. ' +
          'Accept: text/csv answers users.csv.',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const users = await listUsersForAdmin(pool, request.query);
      if (wantsCsv(request)) return sendCsv(reply, 'users.csv', CSV_HEADER, users.map(csvRow));
      return { users };
    },
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary:
          'Add a user (201; 409 when the email is already a user). A provider-linked ' +
          'account is not checked against Assembla yet: the provider sync does not exist.',
        body: addUserSchema,
        response: { 201: userAdminRowSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { lead1, lead2, lead3, password, email: typed, ...user } = request.body;
      assertRoleChangeAllowed(actor.role, { grantedRole: user.role });
      const leadIds = leadIdsOf({ lead1, lead2, lead3 });
      const { teamName } = await checkUserReferences(pool, {
        teamName: user.teamName,
        leadIds,
        workspaceIds: user.workspaceIds,
      });
      const email = normalizeEmail(typed);
      const userId = userIdForEmail(email);
      await runCommand(
        app,
        request,
        userStream(userId),
        userDecider,
        {
          type: 'RegisterUser',
          data: {
            ...user,
            userId,
            email,
            teamName,
            leadIds,
            via: 'admin',
          },
        },
        {
          retries: 0,
          ...settingPassword(
            pool,
            userId,
            password ? await hashPassword(password) : null,
            app.deps.clock.now(),
          ),
        },
      );
      return reply.status(201).send(await rowOf(userId));
    },
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One person as the Users screens show them',
        params,
        response: { 200: userAdminRowSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => rowOf(request.params.id),
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          'User Detail: change name, role, team, leads, workspaces and flags; a non-blank ' +
          'new password replaces the current one (recorded as changed by an admin)',
        params,
        body: editUserSchema,
        response: { 200: userAdminRowSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.params;
      const current = await rowOf(id);
      const { lead1, lead2, lead3, newPassword, defaultWorkspaceId, ...fields } = request.body;
      // Covers the new password too: it is part of the same account change.
      assertRoleChangeAllowed(actor.role, {
        targetRole: current.role,
        grantedRole: fields.role === current.role ? undefined : fields.role,
      });
      if (fields.role === 'superAdmin' && current.role !== 'superAdmin') {
        throw ruleViolation('role_not_assignable', 'The superAdmin role cannot be given here.');
      }
      const leadIds = leadIdsOf({ lead1, lead2, lead3 });
      const { teamName } = await checkUserReferences(pool, {
        teamName: fields.teamName,
        leadIds,
        workspaceIds: fields.workspaceIds,
      });
      const stream = userStream(id);
      await runCommand(app, request, stream, userDecider, {
        type: 'UpdateUser',
        data: {
          changes: {
            ...fields,
            // A renamed team already shows its new name here; picking it again is no change.
            teamName: teamName === current.teamName ? undefined : teamName,
            leadIds,
            defaultWorkspaceId: defaultWorkspaceId || null,
          },
        },
      });
      if (newPassword) {
        await runCommand(
          app,
          request,
          stream,
          userDecider,
          { type: 'ChangePassword', data: { by: 'admin', currentPasswordMatches: false } },
          settingPassword(pool, id, await hashPassword(newPassword), app.deps.clock.now()),
        );
      }
      return rowOf(id);
    },
  );

  app.delete(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user: their status becomes deleted, their history stays',
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const target = await findUserAdminRow(pool, request.params.id);
      if (target) assertRoleChangeAllowed(actor.role, { targetRole: target.role });
      await runCommand(app, request, userStream(request.params.id), userDecider, {
        type: 'ChangeUserStatus',
        data: { to: 'deleted', reason: null, actorId: actor.id },
      });
      return reply.status(204).send(null);
    },
  );
};
