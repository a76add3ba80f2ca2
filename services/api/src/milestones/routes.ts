import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  milestoneStream,
  notFound,
  milestoneEndpoints,
  type Milestone,
  type MilestoneState,
} from '@teamledger/domain';
import {
  findMilestone,
  findWorkspaceById,
  listedMilestones,
  worklogsOfMilestone,
  type MilestoneRow,
} from '@teamledger/read-models';
import { companyNow } from '../calendar/company-today.js';
import { milestoneDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';

const toMilestone = ({ workspaceName: _name, deleted: _deleted, ...milestone }: MilestoneRow) =>
  milestone satisfies Milestone;

/** The answer of a command, from the state it left (no wait on the read model needed). */
function fromState(state: MilestoneState): Milestone {
  if (!state.exists) throw notFound('Milestone');
  return {
    id: state.milestoneId,
    workspaceId: state.workspaceId,
    title: state.title,
    description: state.description,
    startDate: state.startDate,
    dueDate: state.dueDate,
    isCompleted: state.isCompleted,
    isProviderMilestone: false,
    isActive: true,
  };
}

async function liveMilestone(app: FastifyInstance, id: string): Promise<MilestoneRow> {
  const milestone = await findMilestone(app.deps.pool, id);
  if (!milestone || milestone.deleted) throw notFound('Milestone');
  return milestone;
}

export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, milestoneEndpoints.list, {
    handler: async (request) => {
      const workspace = await findWorkspaceById(app.deps.pool, request.params.id);
      if (!workspace || workspace.deleted) throw notFound('WorkSpace');
      const [milestones, { today }] = await Promise.all([
        listedMilestones(app.deps.pool, workspace.id, {
          includeCompleted: request.query.completed === 'include',
        }),
        companyNow(app),
      ]);
      return {
        workspace: {
          id: workspace.id,
          name: workspace.name,
          isProviderSpace: workspace.isProviderSpace,
        },
        milestones: milestones.map(toMilestone),
        today,
      };
    },
  });

  implement(app, milestoneEndpoints.create, {
    handler: async (request, reply) => {
      const workspace = await findWorkspaceById(app.deps.pool, request.params.id);
      const milestoneId = createdId(request, 'milestone');
      const { state } = await runCommand(
        app,
        request,
        milestoneStream(milestoneId),
        milestoneDecider,
        {
          type: 'CreateMilestone',
          data: {
            ...request.body,
            milestoneId,
            workspaceId: request.params.id,
            workspace:
              workspace && !workspace.deleted
                ? { isProviderSpace: workspace.isProviderSpace }
                : null,
          },
        },
      );
      return reply.status(201).send({ milestone: fromState(state) });
    },
  });

  implement(app, milestoneEndpoints.detail, {
    handler: async (request) => {
      const milestone = await liveMilestone(app, request.params.id);
      const [worklogs, { today }] = await Promise.all([
        worklogsOfMilestone(app.deps.pool, milestone.id),
        companyNow(app),
      ]);
      const totalHours = worklogs.reduce((sum, log) => sum + log.hours, 0);
      return {
        milestone: { ...toMilestone(milestone), workspaceName: milestone.workspaceName },
        tasks: worklogs.map((log) => ({
          id: log.id,
          title: log.title,
          details: log.details,
          hours: log.hours,
          date: log.date,
          user: { id: log.userId, name: log.userName },
        })),
        totalHours: Math.round(totalHours * 100) / 100,
        today,
      };
    },
  });

  implement(app, milestoneEndpoints.update, {
    handler: async (request) => {
      const { state } = await runCommand(
        app,
        request,
        milestoneStream(request.params.id),
        milestoneDecider,
        { type: 'UpdateMilestone', data: request.body },
      );
      return { milestone: fromState(state) };
    },
  });

  implement(app, milestoneEndpoints.complete, {
    handler: async (request) => {
      const { state } = await runCommand(
        app,
        request,
        milestoneStream(request.params.id),
        milestoneDecider,
        { type: 'CompleteMilestone' },
      );
      return { milestone: fromState(state) };
    },
  });

  implement(app, milestoneEndpoints.remove, {
    handler: async (request) => {
      await runCommand(app, request, milestoneStream(request.params.id), milestoneDecider, {
        type: 'DeleteMilestone',
      });
      return { id: request.params.id };
    },
  });
};
