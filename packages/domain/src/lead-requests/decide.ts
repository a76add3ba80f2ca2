import {
  assertNever,
  conflict,
  forbidden,
  invalid,
  notFound,
  ruleViolation,
} from '../shared/index.js';
import type { LeadRequestCommand } from './commands.js';
import type { LeadRequestEvent } from './events.js';
import type { LeadRequestState } from './evolve.js';

export const REJECTION_MESSAGE_REQUIRED = 'Please input your Message!';

export function decideLeadRequest(
  command: LeadRequestCommand,
  state: LeadRequestState,
): LeadRequestEvent[] {
  if (command.type === 'AssignLeadRequest') {
    const { assigneeEligible, ...data } = command.data;
    if (state.exists) throw conflict('lead_request_exists', 'This lead request already exists.');
    if (!assigneeEligible) {
      throw ruleViolation(
        'assignee_not_eligible',
        'A lead request can be assigned only to an active person with role User.',
      );
    }
    return [{ type: 'LeadRequestAssigned', data }];
  }
  if (!state.exists) throw notFound('Lead request');
  const { leadRequestId, assigneeId } = state;
  const { actorId, actorIsAdmin } = command.data;
  if (!actorIsAdmin && actorId !== assigneeId) {
    throw forbidden('Only the person this lead is assigned to, or an admin, can do this.');
  }
  if (state.status !== 'assigned') {
    throw ruleViolation('lead_request_closed', `This lead request is already ${state.status}.`);
  }

  switch (command.type) {
    case 'AcceptLeadRequest':
      return [{ type: 'LeadRequestAccepted', data: { leadRequestId, assigneeId } }];
    case 'RejectLeadRequest': {
      const reason = command.data.reason.trim();
      if (!reason) {
        throw invalid('reason_required', REJECTION_MESSAGE_REQUIRED, {
          reason: REJECTION_MESSAGE_REQUIRED,
        });
      }
      return [{ type: 'LeadRequestRejected', data: { leadRequestId, assigneeId, reason } }];
    }
    case 'ReassignLeadRequest': {
      const { to, targetEligible } = command.data;
      if (to === assigneeId) {
        throw ruleViolation('same_assignee', 'This lead is already assigned to that person.');
      }
      if (!targetEligible) {
        throw ruleViolation(
          'assignee_not_eligible',
          'A lead request can be re-assigned only to an active provider user.',
        );
      }
      return [{ type: 'LeadRequestReassigned', data: { leadRequestId, from: assigneeId, to } }];
    }
    default:
      return assertNever(command);
  }
}
