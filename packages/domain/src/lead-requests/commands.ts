import type { LeadRequestDetails } from './events.js';

/** Who acts: the assignee may act on their own lead, an admin on any. */
export interface LeadRequestActor {
  actorId: string;
  actorIsAdmin: boolean;
}

/**
 * Whether a person may hold a lead lives in the users read model: the API looks it up
 * and hands the answer in, so decide stays pure.
 */
export interface AssignLeadRequest {
  type: 'AssignLeadRequest';
  data: LeadRequestDetails & {
    leadRequestId: string;
    assigneeId: string;
    assigneeEligible: boolean;
  };
}

export interface AcceptLeadRequest {
  type: 'AcceptLeadRequest';
  data: LeadRequestActor;
}

export interface RejectLeadRequest {
  type: 'RejectLeadRequest';
  data: LeadRequestActor & { reason: string };
}

export interface ReassignLeadRequest {
  type: 'ReassignLeadRequest';
  data: LeadRequestActor & { to: string; targetEligible: boolean };
}

export type LeadRequestCommand =
  AssignLeadRequest | AcceptLeadRequest | RejectLeadRequest | ReassignLeadRequest;
