import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertTemplateTeamsLive,
  templateDecider,
  templateEndpoints,
  templateStream,
  templateTeamReservation,
  templateTeamTaken,
  type Template,
  type TemplateState,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { listTeams, listTemplates, teamsOfOtherTemplates } from '@teamledger/read-models';
import { commandContext, runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { releaseAll, withClaims, type Claim } from '../commands/reservations.js';
import { implement } from '../implement.js';

/**
 * Score templates. A team belongs to one live template at most: the rule holds through a
 * reservation per team in the store (DESIGN.md section 4), taken before the template's own
 * command and given back when the template lets the team go. The templates read model
 * only gives a fast first refusal.
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, store } = app.deps;
  /** Sorted, so two requests for overlapping teams meet on the same first reservation. */
  const teamClaims = (teamIds: readonly string[]): Claim[] =>
    [...new Set(teamIds)].sort().map((key) => ({ kind: templateTeamReservation, key }));

  /**
   * Live teams for the decider and the answer. Refuses unknown teams and teams the read
   * model shows in another template before anything is reserved.
   */
  const teamContext = async (templateId: string, teamIds: readonly string[]) => {
    const [teams, taken] = await Promise.all([
      listTeams(pool),
      teamsOfOtherTemplates(pool, templateId),
    ]);
    const liveTeamIds = teams.map((team) => team.id);
    assertTemplateTeamsLive(teamIds, liveTeamIds);
    if (teamIds.some((id) => taken.includes(id))) throw templateTeamTaken();
    return { teams, liveTeamIds };
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
      const { teams, liveTeamIds } = await teamContext(templateId, request.body.teamIds);
      const claims = teamClaims(request.body.teamIds);
      const context = commandContext(app, request);
      const { state } = await withClaims(store, claims, templateId, context, () =>
        runCommand(app, request, templateStream(templateId), templateDecider, {
          type: 'CreateTemplate',
          data: { templateId, ...request.body, liveTeamIds },
        }),
      );
      return reply.status(201).send(answer(state, teams));
    },
  });

  implement(app, templateEndpoints.update, {
    handler: async (request) => {
      const { id } = request.params;
      const { teamIds } = request.body;
      const before = foldStream(templateDecider, await store.readStream(templateStream(id)));
      // An unknown or deleted template reserves nothing: the command refuses it (404).
      const live = before.exists && !before.deleted;
      const held = live ? before.teamIds : [];
      const { teams, liveTeamIds } = live
        ? await teamContext(id, teamIds)
        : { teams: [], liveTeamIds: [] };
      const context = commandContext(app, request);
      const added = live ? teamClaims(teamIds.filter((teamId) => !held.includes(teamId))) : [];
      const { state } = await withClaims(store, added, id, context, () =>
        runCommand(app, request, templateStream(id), templateDecider, {
          type: 'UpdateTemplate',
          data: { ...request.body, liveTeamIds },
        }),
      );
      const dropped = held.filter((teamId) => !teamIds.includes(teamId));
      await releaseAll(store, teamClaims(dropped), id, context);
      return answer(state, teams);
    },
  });

  implement(app, templateEndpoints.remove, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const { state } = await runCommand(app, request, templateStream(id), templateDecider, {
        type: 'DeleteTemplate',
      });
      const held = state.exists ? state.teamIds : [];
      await releaseAll(store, teamClaims(held), id, commandContext(app, request));
      return reply.status(204).send(null);
    },
  });
};
