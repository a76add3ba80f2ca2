import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isListedMilestone,
  ruleViolation,
  worklogDayStream,
  worklogEndpoints,
} from '@teamledger/domain';
import { findMilestone, findWorkspaceById } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { worklogDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';

export const worklogRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, worklogEndpoints.log, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { workspaceId, milestoneId, title, details, hours } = request.body;
      const { now, today } = await companyNow(app, request);
      const date = request.body.date ?? today;

      // The session's workspaces are the person's live ones, read with this request: one of
      // them needs no second look.
      const isWorkspaceMember = viewer.workspaces.some((own) => own.id === workspaceId);
      if (!isWorkspaceMember) {
        const workspace = await findWorkspaceById(app.deps.pool, workspaceId);
        if (!workspace || workspace.deleted) {
          throw ruleViolation('workspace_unknown', 'This WorkSpace does not exist any more.');
        }
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

      const worklogId = createdId(request, 'worklog');
      // Entries of one person and day share a stream, so concurrent submits are decided one
      // after the other against the day's total; each retry decides on the newer total.
      await runCommand(
        app,
        request,
        worklogDayStream(viewer.id, date),
        worklogDecider,
        {
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
            // Entries made by hand name no ticket; the provider sync brings them.
            ticket: null,
            today,
            at: now.toISOString(),
            isProviderUser: viewer.isProviderUser,
            synced: false,
            isWorkspaceMember,
          },
        },
        { retries: 25 },
      );
      return reply.status(201).send({ worklog: { id: worklogId, date, hours, title } });
    },
  });
};
