import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  assertNever,
  leadRequestDecider,
  leadRequestStream,
  notFound,
  type LeadRequest,
  type LeadRequestEvent,
} from '@teamledger/domain';
import { findLeadRequestById, userNames } from '@teamledger/read-models';

/**
 * A command's answer: the read model's lead request once it shows the command, else the
 * lead request as its own stream tells it (the assignee's name from the users read model).
 * A lagging read model never turns a stored change into a 404.
 */
export async function leadRequestAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<LeadRequest> {
  if (!request.readModelsPending?.includes('lead-requests')) {
    const shown = await findLeadRequestById(app.deps.pool, id);
    if (shown) return shown;
  }
  const [first, ...later] = await app.deps.store.readStream(leadRequestStream(id));
  const assigned = first && leadRequestDecider.parse(first);
  if (!first || assigned?.type !== 'LeadRequestAssigned') throw notFound('Lead request');
  const {
    leadRequestId,
    assigneeId: firstAssignee,
    name,
    email,
    message,
    ticketUrl,
  } = assigned.data;
  let answer: Omit<LeadRequest, 'assignee'> & { assigneeId: string } = {
    id: leadRequestId,
    name,
    email,
    message,
    ticketUrl,
    status: 'assigned',
    assigneeId: firstAssignee,
    reason: null,
    assignedAt: first.metadata.at,
    updatedAt: first.metadata.at,
  };
  for (const recorded of later) {
    const event: LeadRequestEvent = leadRequestDecider.parse(recorded);
    const at = recorded.metadata.at;
    switch (event.type) {
      case 'LeadRequestAccepted':
        answer = { ...answer, status: 'accepted', updatedAt: at };
        break;
      case 'LeadRequestRejected':
        answer = { ...answer, status: 'rejected', reason: event.data.reason, updatedAt: at };
        break;
      case 'LeadRequestReassigned':
        answer = {
          ...answer,
          status: 'assigned',
          assigneeId: event.data.to,
          assignedAt: at,
          updatedAt: at,
        };
        break;
      case 'LeadRequestAssigned':
        break;
      default:
        assertNever(event);
    }
  }
  const { assigneeId, ...leadRequest } = answer;
  const names = await userNames(app.deps.pool, [assigneeId]);
  return { ...leadRequest, assignee: { id: assigneeId, name: names.get(assigneeId) ?? '' } };
}
