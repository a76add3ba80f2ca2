import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isAdmin,
  isNonUser,
  leadRequestInputSchema,
  leadRequestListSchema,
  leadRequestReassignSchema,
  leadRequestRejectSchema,
  leadRequestSchema,
  leadRequestStream,
  notFound,
  type LeadRequestCommand,
} from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import {
  findLeadRequestById,
  findUserById,
  listLeadAssignees,
  listLeadRequests,
  type UserRow,
} from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { leadRequestDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { errorResponses } from '../plugins/errors.js';

const params = z.object({ id: z.uuid('Not a lead request id') });

/** Who may hold a lead (SPEC.md 6: New Leads show only for role User). */
const canHoldLeads = (user: UserRow | null) => user?.status === 'active' && user.role === 'User';

/** New Leads: admins assign lead requests; the assignee accepts, rejects or re-assigns. */
export const leadRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  const view = async (id: string) => {
    const leadRequest = await findLeadRequestById(pool, id);
    if (!leadRequest) throw notFound('Lead request');
    return leadRequest;
  };

  app.get(
    '/api/lead-requests',
    {
      schema: {
        tags: ['lead-requests'],
        summary:
          'Lead requests, newest first: all of them for admins and Viewers, their own for a ' +
          'User; with the people a lead can be assigned to',
        response: { 200: leadRequestListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const [leadRequests, assignees] = await Promise.all([
        listLeadRequests(pool, isNonUser(viewer) ? {} : { assigneeId: viewer.id }),
        listLeadAssignees(pool),
      ]);
      return { leadRequests, assignees };
    },
  );

  app.post(
    '/api/lead-requests',
    {
      schema: {
        tags: ['lead-requests'],
        summary: 'Create a lead request and assign it to an active person with role User',
        body: leadRequestInputSchema,
        response: { 201: leadRequestSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const leadRequestId = newId();
      const { ticketUrl, assigneeId, ...details } = request.body;
      await runCommand(app, request, leadRequestStream(leadRequestId), leadRequestDecider, {
        type: 'AssignLeadRequest',
        data: {
          ...details,
          leadRequestId,
          assigneeId,
          ticketUrl: ticketUrl || null,
          assigneeEligible: canHoldLeads(await findUserById(pool, assigneeId)),
        },
      });
      return reply.status(201).send(await view(leadRequestId));
    },
  );

  /** Runs an assignee-or-admin command on one lead request and answers the lead request. */
  const act = async (
    request: FastifyRequest,
    id: string,
    command: (actor: { actorId: string; actorIsAdmin: boolean }) => LeadRequestCommand,
  ) => {
    const viewer = requireUser(request);
    await runCommand(
      app,
      request,
      leadRequestStream(id),
      leadRequestDecider,
      command({ actorId: viewer.id, actorIsAdmin: isAdmin(viewer) }),
    );
    return view(id);
  };
  const actionSchema = <Body extends z.ZodType>(summary: string, body: Body) => ({
    tags: ['lead-requests'],
    summary,
    params,
    body,
    response: { 200: leadRequestSchema, ...errorResponses(400, 401, 403, 404, 422) },
  });

  app.post(
    '/api/lead-requests/:id/accept',
    {
      schema: actionSchema('Accept a lead request (its assignee, or an admin)', z.strictObject({})),
    },
    async (request) =>
      act(request, request.params.id, (actor) => ({ type: 'AcceptLeadRequest', data: actor })),
  );

  app.post(
    '/api/lead-requests/:id/reject',
    {
      schema: actionSchema(
        'Reject a lead request with a message (its assignee, or an admin)',
        leadRequestRejectSchema,
      ),
    },
    async (request) =>
      act(request, request.params.id, (actor) => ({
        type: 'RejectLeadRequest',
        data: { ...actor, reason: request.body.reason },
      })),
  );

  app.post(
    '/api/lead-requests/:id/reassign',
    {
      schema: actionSchema(
        'Re-assign a lead request to another active provider user (its assignee, or an admin)',
        leadRequestReassignSchema,
      ),
    },
    async (request) => {
      const { assigneeId } = request.body;
      const target = await findUserById(pool, assigneeId);
      const targetEligible = canHoldLeads(target) && target?.isProviderUser === true;
      return act(request, request.params.id, (actor) => ({
        type: 'ReassignLeadRequest',
        data: { ...actor, to: assigneeId, targetEligible },
      }));
    },
  );
};
