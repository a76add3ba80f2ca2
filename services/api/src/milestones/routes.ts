import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  milestoneDetailSchema,
  milestoneInputSchema,
  milestoneListSchema,
  milestoneSchema,
  milestoneStream,
  milestoneUpdateSchema,
  notFound,
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
import { newId } from '@teamledger/platform';
import { companyNow } from '../calendar/company-today.js';
import { milestoneDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { errorResponses } from '../plugins/errors.js';

const idParams = z.object({ id: z.uuid('Not an id') });
const milestoneAnswer = z.object({ milestone: milestoneSchema });

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
  app.get(
    '/api/workspaces/:id/milestones',
    {
      schema: {
        tags: ['milestones'],
        summary: "A workspace's open milestones (and Assembla's active ones), soonest due first",
        params: idParams,
        response: { 200: milestoneListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const workspace = await findWorkspaceById(app.deps.pool, request.params.id);
      if (!workspace || workspace.deleted) throw notFound('WorkSpace');
      const [milestones, { today }] = await Promise.all([
        listedMilestones(app.deps.pool, workspace.id),
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
  );

  app.post(
    '/api/workspaces/:id/milestones',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Add a milestone to a workspace of our own (Assembla ones are synced)',
        params: idParams,
        body: milestoneInputSchema,
        response: { 201: milestoneAnswer, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const workspace = await findWorkspaceById(app.deps.pool, request.params.id);
      const milestoneId = newId();
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
  );

  app.get(
    '/api/milestones/:id',
    {
      schema: {
        tags: ['milestones'],
        summary: 'A milestone with the hours logged against it',
        params: idParams,
        response: { 200: milestoneDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
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
  );

  app.put(
    '/api/milestones/:id',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Edit a milestone: name, dates, description, status (Active or Completed)',
        params: idParams,
        body: milestoneUpdateSchema,
        response: { 200: milestoneAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { state } = await runCommand(
        app,
        request,
        milestoneStream(request.params.id),
        milestoneDecider,
        { type: 'UpdateMilestone', data: request.body },
      );
      return { milestone: fromState(state) };
    },
  );

  app.post(
    '/api/milestones/:id/complete',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Complete a milestone',
        params: idParams,
        response: { 200: milestoneAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { state } = await runCommand(
        app,
        request,
        milestoneStream(request.params.id),
        milestoneDecider,
        { type: 'CompleteMilestone' },
      );
      return { milestone: fromState(state) };
    },
  );

  app.delete(
    '/api/milestones/:id',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Delete a milestone; hours logged against it keep their link',
        params: idParams,
        response: { 200: z.object({ id: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await runCommand(app, request, milestoneStream(request.params.id), milestoneDecider, {
        type: 'DeleteMilestone',
      });
      return { id: request.params.id };
    },
  );
};
