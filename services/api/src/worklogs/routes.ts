import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isListedMilestone,
  ruleViolation,
  worklogStream,
  worklogEndpoints,
} from '@teamledger/domain';
import { findMilestone, findWorkspaceById, hoursLoggedOn } from '@teamledger/read-models';
import { newId } from '@teamledger/platform';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { worklogDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

export const worklogRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, worklogEndpoints.log, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { workspaceId, milestoneId, title, details, hours } = request.body;
      const { now, today } = await companyNow(app);
      const date = request.body.date ?? today;

      const workspace = await findWorkspaceById(app.deps.pool, workspaceId);
      if (!workspace || workspace.deleted) {
        throw ruleViolation('workspace_unknown', 'This WorkSpace does not exist any more.');
      }
      if (milestoneId !== null) {
        const milestone = await findMilestone(app.deps.pool, milestoneId);
        if (
          !milestone ||
          milestone.deleted ||
          milestone.workspaceId !== workspaceId ||
          !isListedMilestone(milestone)
        ) {
          throw ruleViolation(
            'milestone_unknown',
            'This Milestone is not an open milestone of the chosen WorkSpace.',
          );
        }
      }

      const worklogId = newId();
      await runCommand(app, request, worklogStream(worklogId), worklogDecider, {
        type: 'LogHours',
        data: {
          worklogId,
          userId: viewer.id,
          workspaceId,
          milestoneId,
          title,
          details,
          hours,
          date,
          today,
          at: now.toISOString(),
          isProviderUser: viewer.isProviderUser,
          // Read from the per-day read model, which read-your-writes keeps current for
          // this person's own earlier submits.
          hoursAlreadyLogged: await hoursLoggedOn(app.deps.pool, viewer.id, date),
        },
      });
      return reply.status(201).send({ worklog: { id: worklogId, date, hours, title } });
    },
  });
};
