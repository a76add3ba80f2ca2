import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertProviderEmailKnown,
  assertRoleChangeAllowed,
  EMERGENCY_PASSWORD_ONLY,
  EMERGENCY_PASSWORD_ROLES,
  forbidden,
  leadIdsOf,
  normalizeEmail,
  notFound,
  ruleViolation,
  USER_STATUS_LABELS,
  userEndpoints,
  type UserAdminRow,
} from '@teamledger/domain';
import { findUserAdminRow, listUsersForAdmin } from '@teamledger/read-models';
import { foldStream } from '@teamledger/eventstore';
import { requireUser } from '../access/plugin.js';
import { settingPassword } from '../auth/credentials.js';
import { hashPassword } from '../auth/passwords.js';
import { userDecider, userStream } from '@teamledger/domain';
import { userIdForEmail } from './user-id.js';
import { runCommand } from '../commands/run.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { implement } from '../implement.js';
import { companyNow } from '../calendar/company-today.js';
import { adminRowFromStore, answerRow } from './admin-row.js';
import { checkUserReferences } from './references.js';
import { recordedDirectories } from '../sync/directory.js';
import { issueInvitation } from './security-routes.js';

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
  const { pool, store } = app.deps;
  const rowOf = async (id: string) => {
    const row = await findUserAdminRow(pool, id);
    if (!row) throw notFound('User');
    return row;
  };

  implement(app, userEndpoints.list, {
    handler: async (request, reply) => {
      const users = await listUsersForAdmin(pool, request.query);
      if (wantsCsv(request)) return sendCsv(reply, 'users.csv', CSV_HEADER, users.map(csvRow));
      return { users };
    },
  });

  implement(app, userEndpoints.add, {
    handler: async (request, reply) => {
      const actor = requireUser(request);
      const { lead1, lead2, lead3, password, email: typed, ...user } = request.body;
      assertRoleChangeAllowed(actor.role, { grantedRole: user.role });
      if (password && !EMERGENCY_PASSWORD_ROLES.includes(actor.role)) {
        throw forbidden(EMERGENCY_PASSWORD_ONLY);
      }
      const leadIds = leadIdsOf({ lead1, lead2, lead3 });
      const { teamName } = await checkUserReferences(pool, {
        teamName: user.teamName,
        leadIds,
        workspaceIds: user.workspaceIds,
      });
      const email = normalizeEmail(typed);
      if (user.isProviderUser)
        assertProviderEmailKnown(
          await recordedDirectories(store, app.deps.config.WORK_PROVIDER),
          email,
        );
      const userId = userIdForEmail(email);
      const { today } = await companyNow(app, request);
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
            joinedOn: user.joinedOn ?? today,
          },
        },
        { retries: 0, ...settingPassword(pool, userId, null, app.deps.clock.now()) },
      );
      if (password) {
        // An emergency: the admin types the password, and the history says so.
        await runCommand(
          app,
          request,
          userStream(userId),
          userDecider,
          { type: 'ChangePassword', data: { by: 'admin', currentPasswordMatches: false } },
          settingPassword(pool, userId, await hashPassword(password), app.deps.clock.now()),
        );
      } else {
        await issueInvitation(app, request, userId);
      }
      return reply.status(201).send(await answerRow(app, request, userId));
    },
  });

  implement(app, userEndpoints.get, {
    handler: async (request) => rowOf(request.params.id),
  });

  implement(app, userEndpoints.update, {
    handler: async (request) => {
      const actor = requireUser(request);
      const { id } = request.params;
      // The person's own stream decides (their role included), even before the read model
      // shows them; only a team's later rename shows in the read model alone.
      const current = await adminRowFromStore(app.deps.store, pool, id);
      const shownTeamName = (await findUserAdminRow(pool, id))?.teamName ?? current.teamName;
      const { lead1, lead2, lead3, newPassword, defaultWorkspaceId, joinedOn, ...fields } =
        request.body;
      // Covers the new password too: it is part of the same account change.
      assertRoleChangeAllowed(actor.role, {
        targetRole: current.role,
        grantedRole: fields.role === current.role ? undefined : fields.role,
      });
      if (newPassword && !EMERGENCY_PASSWORD_ROLES.includes(actor.role)) {
        throw forbidden(EMERGENCY_PASSWORD_ONLY);
      }
      if (fields.role === 'superAdmin' && current.role !== 'superAdmin') {
        throw ruleViolation('role_not_assignable', 'The superAdmin role cannot be given here.');
      }
      const leadIds = leadIdsOf({ lead1, lead2, lead3 });
      const { teamName } = await checkUserReferences(pool, {
        teamName: fields.teamName,
        leadIds,
        workspaceIds: fields.workspaceIds,
      });
      // Linking an account to the provider checks its email; one linked before stays editable
      // when the provider drops them (the sync then leaves their hours alone).
      if (fields.isProviderUser && !current.isProviderUser) {
        assertProviderEmailKnown(
          await recordedDirectories(store, app.deps.config.WORK_PROVIDER),
          current.email,
        );
      }
      const stream = userStream(id);
      await runCommand(app, request, stream, userDecider, {
        type: 'UpdateUser',
        data: {
          changes: {
            ...fields,
            // A renamed team already shows its new name here; picking it again is no change.
            teamName: teamName === shownTeamName ? undefined : teamName,
            leadIds,
            defaultWorkspaceId: defaultWorkspaceId || null,
            joinedOn: joinedOn || undefined,
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
      return answerRow(app, request, id);
    },
  });

  implement(app, userEndpoints.remove, {
    handler: async (request, reply) => {
      const actor = requireUser(request);
      // The role from the person's own stream: the read model may not show them yet.
      const target = foldStream(
        userDecider,
        await app.deps.store.readStream(userStream(request.params.id)),
      );
      if (target.exists) assertRoleChangeAllowed(actor.role, { targetRole: target.role });
      await runCommand(app, request, userStream(request.params.id), userDecider, {
        type: 'ChangeUserStatus',
        data: { to: 'deleted', reason: null, actorId: actor.id },
      });
      return reply.status(204).send(null);
    },
  });
};
