/**
 * A lead request is a sales lead or customer inquiry (who, how to reach them, what they
 * asked, the ticket it lives in) that an admin hands to a person with role User to follow up.
 */
export interface LeadRequestDetails {
  name: string;
  email: string;
  message: string;
  /** http(s) link to the ticket; null when there is none yet. */
  ticketUrl: string | null;
}

/** An admin created a lead request and assigned it to someone. */
export interface LeadRequestAssigned {
  type: 'LeadRequestAssigned';
  data: LeadRequestDetails & { leadRequestId: string; assigneeId: string };
}

/** The assignee (or an admin for them) took the lead on. */
export interface LeadRequestAccepted {
  type: 'LeadRequestAccepted';
  data: { leadRequestId: string; assigneeId: string };
}

/** The lead was turned down, with the reason. */
export interface LeadRequestRejected {
  type: 'LeadRequestRejected';
  data: { leadRequestId: string; assigneeId: string; reason: string };
}

/** The lead moved from one person to another, still waiting to be accepted. */
export interface LeadRequestReassigned {
  type: 'LeadRequestReassigned';
  data: { leadRequestId: string; from: string; to: string };
}

export type LeadRequestEvent =
  LeadRequestAssigned | LeadRequestAccepted | LeadRequestRejected | LeadRequestReassigned;

export const LEAD_REQUEST_EVENT_TYPES = [
  'LeadRequestAssigned',
  'LeadRequestAccepted',
  'LeadRequestRejected',
  'LeadRequestReassigned',
] as const satisfies readonly LeadRequestEvent['type'][];

export const leadRequestStream = (leadRequestId: string) => `lead-request-${leadRequestId}`;
