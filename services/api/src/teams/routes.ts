import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseTeamName, teamDecider, teamEndpoints, teamStream } from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { findTeamById, listTeams } from '@teamledger/read-models';
import { commandContext, runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';
import { releaseTeamName, reserveTeamName } from './team-names.js';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, store } = app.deps;
  /** Members are people whose team this is: the users read model, read before the command. */
  const memberCount = async (id: string) => (await findTeamById(pool, id))?.memberCount ?? 0;

  implement(app, teamEndpoints.list, {
    handler: async () => ({ teams: await listTeams(pool) }),
  });

  implement(app, teamEndpoints.create, {
    handler: async (request, reply) => {
      const teamId = createdId(request, 'team');
      const { name } = request.body;
      await reserveTeamName(store, { name, teamId }, commandContext(app, request));
      const { state } = await runCommand(app, request, teamStream(teamId), teamDecider, {
        type: 'CreateTeam',
        data: { teamId, name },
      });
      if (!state.exists) throw new Error(`team ${teamId} was not created`);
      return reply.status(201).send({ id: teamId, name: state.name, memberCount: 0 });
    },
  });

  implement(app, teamEndpoints.rename, {
    handler: async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      const context = commandContext(app, request);
      const before = foldStream(teamDecider, await store.readStream(teamStream(id)));
      const members = await memberCount(id);
      const newName = before.exists && normaliseTeamName(before.name) !== normaliseTeamName(name);
      if (newName) await reserveTeamName(store, { name, teamId: id }, context);
      try {
        const { state } = await runCommand(app, request, teamStream(id), teamDecider, {
          type: 'RenameTeam',
          data: { name },
        });
        if (!state.exists) throw new Error(`team ${id} is gone`);
        if (newName) await releaseTeamName(store, { name: before.name, teamId: id }, context);
        return { id, name: state.name, memberCount: members };
      } catch (error) {
        // The team kept its old name: give the new one back at once.
        if (newName) await releaseTeamName(store, { name, teamId: id }, context);
        throw error;
      }
    },
  });

  implement(app, teamEndpoints.remove, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const { state } = await runCommand(app, request, teamStream(id), teamDecider, {
        type: 'DeleteTeam',
        data: { memberCount: await memberCount(id) },
      });
      if (state.exists) {
        await releaseTeamName(
          store,
          { name: state.name, teamId: id },
          commandContext(app, request),
        );
      }
      return reply.status(204).send(null);
    },
  });
};
