import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notFound,
  userDirectorySchema,
  userHistorySchema,
  type UserEvent,
  type UserHistory,
} from '@teamledger/domain';
import { listDirectory, userNames } from '@teamledger/read-models';
import { userStream } from '@teamledger/domain';
import { errorResponses } from '../plugins/errors.js';
import { userAdminRoutes } from './admin-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { userStatusRoutes } from './status-routes.js';

type Entry = UserHistory['entries'][number];

/** Status and role changes, read from the user's own event stream: the audit trail itself. */
function historyEntries(event: UserEvent): Omit<Entry, 'at' | 'actor'>[] {
  switch (event.type) {
    case 'UserRegistered':
      return [
        {
          kind: 'registered',
          from: null,
          to: event.data.status,
          reason: `Added (${event.data.via}) as ${event.data.role}`,
          effectiveDate: null,
        },
      ];
    case 'UserStatusChanged':
      return [
        {
          kind: 'status',
          from: event.data.from,
          to: event.data.to,
          reason: event.data.reason,
          effectiveDate: event.data.effectiveDate ?? null,
        },
      ];
    case 'UserUpdated':
      return event.data.changes.role === undefined
        ? []
        : [
            {
              kind: 'role',
              from: event.data.previous.role ?? null,
              to: event.data.changes.role,
              reason: null,
              effectiveDate: null,
            },
          ];
    default:
      return [];
  }
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userAdminRoutes);
  await app.register(userStatusRoutes);
  await app.register(registrationRoutes);

  app.get(
    '/api/users/directory',
    {
      schema: {
        tags: ['users'],
        summary: 'Active people (id, name, email, role) for pickers and filters',
        response: { 200: userDirectorySchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ users: await listDirectory(app.deps.pool) }),
  );

  app.get(
    '/api/users/:id/history',
    {
      schema: {
        tags: ['users'],
        summary: "A person's status and role history: who, when, from, to, why",
        params: z.object({ id: z.uuid('Not a user id') }),
        response: { 200: userHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const events = await app.deps.store.readStream(userStream(request.params.id));
      if (events.length === 0) throw notFound('User');
      const actorIds = [
        ...new Set(events.map((e) => e.metadata.actorId).filter((id): id is string => !!id)),
      ];
      const names = await userNames(app.deps.pool, actorIds);
      const entries = events.flatMap((recorded) =>
        historyEntries({ type: recorded.type, data: recorded.data } as UserEvent).map((entry) => ({
          ...entry,
          at: recorded.metadata.at,
          actor: recorded.metadata.actorId
            ? {
                id: recorded.metadata.actorId,
                name: names.get(recorded.metadata.actorId) ?? 'Unknown',
              }
            : null,
        })),
      );
      return { userId: request.params.id, entries };
    },
  );
};
