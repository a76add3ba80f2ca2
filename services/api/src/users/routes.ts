import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notFound,
  userDecider,
  userEndpoints,
  userStream,
  workingTimeDecider,
  workingTimeStream,
} from '@teamledger/domain';
import { listDirectory, userNames } from '@teamledger/read-models';
import { implement } from '../implement.js';
import { workingTimeHistoryEntries } from '../working-time/history.js';
import { historyEntries } from './history.js';
import { userAdminRoutes } from './admin-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { userStatusRoutes } from './status-routes.js';
import { userSecurityRoutes } from './security-routes.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userAdminRoutes);
  await app.register(userStatusRoutes);
  await app.register(userSecurityRoutes);
  await app.register(registrationRoutes);

  implement(app, userEndpoints.directory, {
    handler: async () => ({ users: await listDirectory(app.deps.pool) }),
  });

  implement(app, userEndpoints.history, {
    handler: async (request) => {
      const [events, workingTime] = await Promise.all([
        app.deps.store.readStream(userStream(request.params.id)),
        app.deps.store.readStream(workingTimeStream(request.params.id)),
      ]);
      if (events.length === 0) throw notFound('User');
      const actorIds = [
        ...new Set(
          [...events, ...workingTime]
            .map((e) => e.metadata.actorId)
            .filter((id): id is string => !!id),
        ),
      ];
      const names = await userNames(app.deps.pool, actorIds);
      const workingTimeEntries = workingTimeHistoryEntries(
        workingTime.map((recorded) => workingTimeDecider.parse(recorded)),
      ).map((entry, index) => ({ entry, recorded: workingTime[index]! }));
      // Both streams in the order they were recorded.
      const recordedEntries = [
        ...events.flatMap((recorded) =>
          historyEntries(userDecider.parse(recorded)).map((entry) => ({ entry, recorded })),
        ),
        ...workingTimeEntries,
      ].sort((a, b) => (a.recorded.position < b.recorded.position ? -1 : 1));
      const entries = recordedEntries.map(({ entry, recorded }) => ({
        ...entry,
        at: recorded.metadata.at,
        actor: recorded.metadata.actorId
          ? {
              id: recorded.metadata.actorId,
              name: names.get(recorded.metadata.actorId) ?? 'Unknown',
            }
          : null,
      }));
      return { userId: request.params.id, entries };
    },
  });
};
