import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, userEndpoints, type UserEvent, type UserHistory } from '@teamledger/domain';
import { listDirectory, userNames } from '@teamledger/read-models';
import { userStream } from '@teamledger/domain';
import { implement } from '../implement.js';
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

  implement(app, userEndpoints.directory, {
    handler: async () => ({ users: await listDirectory(app.deps.pool) }),
  });

  implement(app, userEndpoints.history, {
    handler: async (request) => {
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
  });
};
