import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  templateDecider,
  templateEndpoints,
  templateStream,
  type Template,
  type TemplateState,
} from '@teamledger/domain';
import { listTeams, listTemplates, teamsOfOtherTemplates } from '@teamledger/read-models';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';

/**
 * Score templates. A team belongs to one template at most: which teams the other
 * templates hold is read from the templates read model and handed to the decider.
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;

  /** What the decider needs besides the form: live teams and the teams of other templates. */
  const teamContext = async (templateId: string | null) => {
    const [teams, taken] = await Promise.all([
      listTeams(pool),
      teamsOfOtherTemplates(pool, templateId),
    ]);
    return { teams, liveTeamIds: teams.map((team) => team.id), teamsOfOtherTemplates: taken };
  };

  /** The answer, from the decided state (never from a read model that may lag). */
  const answer = (state: TemplateState, teams: { id: string; name: string }[]): Template => {
    if (!state.exists) throw new Error('the template was not saved');
    return {
      id: state.templateId,
      name: state.name,
      teams: teams
        .filter((team) => state.teamIds.includes(team.id))
        .map(({ id, name }) => ({ id, name })),
      fields: state.fields,
    };
  };

  implement(app, templateEndpoints.list, {
    handler: async () => {
      return { templates: await listTemplates(pool) };
    },
  });

  implement(app, templateEndpoints.create, {
    handler: async (request, reply) => {
      const templateId = createdId(request, 'template');
      const { teams, ...context } = await teamContext(null);
      const { state } = await runCommand(
        app,
        request,
        templateStream(templateId),
        templateDecider,
        { type: 'CreateTemplate', data: { templateId, ...request.body, ...context } },
      );
      return reply.status(201).send(answer(state, teams));
    },
  });

  implement(app, templateEndpoints.update, {
    handler: async (request) => {
      const { id } = request.params;
      const { teams, ...context } = await teamContext(id);
      const { state } = await runCommand(app, request, templateStream(id), templateDecider, {
        type: 'UpdateTemplate',
        data: { ...request.body, ...context },
      });
      return answer(state, teams);
    },
  });

  implement(app, templateEndpoints.remove, {
    handler: async (request, reply) => {
      await runCommand(app, request, templateStream(request.params.id), templateDecider, {
        type: 'DeleteTemplate',
      });
      return reply.status(204).send(null);
    },
  });
};
