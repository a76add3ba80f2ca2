import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamStream, teamEndpoints } from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import { findLiveTeamByName, findTeamById, listTeams } from '@teamledger/read-models';
import { teamDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  /** The team as the read model shows it once the command's events are in. */
  const teamView = async (id: string) => {
    const team = await findTeamById(pool, id);
    if (!team) throw new Error(`team ${id} is not in the read model`);
    return { id: team.id, name: team.name, memberCount: team.memberCount };
  };
  const nameTakenBy = async (name: string) => (await findLiveTeamByName(pool, name))?.id ?? null;

  implement(app, teamEndpoints.list, {
    handler: async () => ({ teams: await listTeams(pool) }),
  });

  implement(app, teamEndpoints.create, {
    handler: async (request, reply) => {
      const teamId = newId();
      const { name } = request.body;
      await runCommand(app, request, teamStream(teamId), teamDecider, {
        type: 'CreateTeam',
        data: { teamId, name, nameTaken: (await nameTakenBy(name)) !== null },
      });
      return reply.status(201).send(await teamView(teamId));
    },
  });

  implement(app, teamEndpoints.rename, {
    handler: async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      const holder = await nameTakenBy(name);
      await runCommand(app, request, teamStream(id), teamDecider, {
        type: 'RenameTeam',
        data: { name, nameTaken: holder !== null && holder !== id },
      });
      return teamView(id);
    },
  });

  implement(app, teamEndpoints.remove, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const team = await findTeamById(pool, id);
      await runCommand(app, request, teamStream(id), teamDecider, {
        type: 'DeleteTeam',
        data: { memberCount: team?.memberCount ?? 0 },
      });
      return reply.status(204).send(null);
    },
  });
};
