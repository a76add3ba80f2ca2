import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isAdmin,
  isNonUser,
  leadRequestStream,
  leadRequestEndpoints,
  type LeadRequestCommand,
} from '@teamledger/domain';
import {
  findUserById,
  listLeadAssignees,
  listLeadRequests,
  type UserRow,
} from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { leadRequestDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';
import { leadRequestAnswer } from './answer.js';

/** Who may hold a lead (SPEC.md 6: New Leads show only for role User). */
const canHoldLeads = (user: UserRow | null) => user?.status === 'active' && user.role === 'User';

/** New Leads: admins assign lead requests; the assignee accepts, rejects or re-assigns. */
export const leadRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  implement(app, leadRequestEndpoints.list, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const [leadRequests, assignees] = await Promise.all([
        listLeadRequests(pool, isNonUser(viewer) ? {} : { assigneeId: viewer.id }),
        listLeadAssignees(pool),
      ]);
      return { leadRequests, assignees };
    },
  });

  implement(app, leadRequestEndpoints.assign, {
    handler: async (request, reply) => {
      const leadRequestId = createdId(request, 'lead-request');
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
      return reply.status(201).send(await leadRequestAnswer(app, request, leadRequestId));
    },
  });

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
    return leadRequestAnswer(app, request, id);
  };

  implement(app, leadRequestEndpoints.accept, {
    handler: async (request) =>
      act(request, request.params.id, (actor) => ({ type: 'AcceptLeadRequest', data: actor })),
  });

  implement(app, leadRequestEndpoints.reject, {
    handler: async (request) =>
      act(request, request.params.id, (actor) => ({
        type: 'RejectLeadRequest',
        data: { ...actor, reason: request.body.reason },
      })),
  });

  implement(app, leadRequestEndpoints.reassign, {
    handler: async (request) => {
      const { assigneeId } = request.body;
      const target = await findUserById(pool, assigneeId);
      const targetEligible = canHoldLeads(target) && target?.isProviderUser === true;
      return act(request, request.params.id, (actor) => ({
        type: 'ReassignLeadRequest',
        data: { ...actor, to: assigneeId, targetEligible },
      }));
    },
  });
};
