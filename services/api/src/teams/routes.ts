import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamInputSchema, teamListSchema, teamSchema, teamStream } from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import { findLiveTeamByName, findTeamById, listTeams } from '@teamledger/read-models';
import { teamDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { errorResponses } from '../plugins/errors.js';

const params = z.object({ id: z.uuid('Not a team id') });

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  /** The team as the read model shows it once the command's events are in. */
  const teamView = async (id: string) => {
    const team = await findTeamById(pool, id);
    if (!team) throw new Error(`team ${id} is not in the read model`);
    return { id: team.id, name: team.name, memberCount: team.memberCount };
  };
  const nameTakenBy = async (name: string) => (await findLiveTeamByName(pool, name))?.id ?? null;

  app.get(
    '/api/teams',
    {
      schema: {
        tags: ['teams'],
        summary: 'Live teams by name, with their member counts',
        response: { 200: teamListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ teams: await listTeams(pool) }),
  );

  app.post(
    '/api/teams',
    {
      schema: {
        tags: ['teams'],
        summary: 'Add a team (names are unique, ignoring case)',
        body: teamInputSchema,
        response: { 201: teamSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const teamId = newId();
      const { name } = request.body;
      await runCommand(app, request, teamStream(teamId), teamDecider, {
        type: 'CreateTeam',
        data: { teamId, name, nameTaken: (await nameTakenBy(name)) !== null },
      });
      return reply.status(201).send(await teamView(teamId));
    },
  );

  app.put(
    '/api/teams/:id',
    {
      schema: {
        tags: ['teams'],
        summary: 'Rename a team; its members follow the new name',
        params,
        body: teamInputSchema,
        response: { 200: teamSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      const holder = await nameTakenBy(name);
      await runCommand(app, request, teamStream(id), teamDecider, {
        type: 'RenameTeam',
        data: { name, nameTaken: holder !== null && holder !== id },
      });
      return teamView(id);
    },
  );

  app.delete(
    '/api/teams/:id',
    {
      schema: {
        tags: ['teams'],
        summary: 'Delete a team that has no members left',
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const team = await findTeamById(pool, id);
      await runCommand(app, request, teamStream(id), teamDecider, {
        type: 'DeleteTeam',
        data: { memberCount: team?.memberCount ?? 0 },
      });
      return reply.status(204).send(null);
    },
  );
};
