import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

/**
 * A lead request is a sales lead or customer inquiry (who, how to reach them, what they
 * asked, the ticket it lives in) that an admin hands to a person with role User to follow up.
 */
const leadRequestDetails = z.object({
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** http(s) link to the ticket; null when there is none yet. */
  ticketUrl: z.string().nullable(),
});
export type LeadRequestDetails = z.infer<typeof leadRequestDetails>;

const leadRequestAssignedData = leadRequestDetails.extend({
  leadRequestId: z.string(),
  assigneeId: z.string(),
});
const leadRequestAcceptedData = z.object({ leadRequestId: z.string(), assigneeId: z.string() });
const leadRequestRejectedData = leadRequestAcceptedData.extend({ reason: z.string() });
const leadRequestReassignedData = z.object({
  leadRequestId: z.string(),
  from: z.string(),
  to: z.string(),
});

/** An admin created a lead request and assigned it to someone. */
export interface LeadRequestAssigned {
  type: 'LeadRequestAssigned';
  data: z.infer<typeof leadRequestAssignedData>;
}

/** The assignee (or an admin for them) took the lead on. */
export interface LeadRequestAccepted {
  type: 'LeadRequestAccepted';
  data: z.infer<typeof leadRequestAcceptedData>;
}

/** The lead was turned down, with the reason. */
export interface LeadRequestRejected {
  type: 'LeadRequestRejected';
  data: z.infer<typeof leadRequestRejectedData>;
}

/** The lead moved from one person to another, still waiting to be accepted. */
export interface LeadRequestReassigned {
  type: 'LeadRequestReassigned';
  data: z.infer<typeof leadRequestReassignedData>;
}

export type LeadRequestEvent =
  LeadRequestAssigned | LeadRequestAccepted | LeadRequestRejected | LeadRequestReassigned;

export const LEAD_REQUEST_EVENTS = {
  LeadRequestAssigned: { schema: leadRequestAssignedData },
  LeadRequestAccepted: { schema: leadRequestAcceptedData },
  LeadRequestRejected: { schema: leadRequestRejectedData },
  LeadRequestReassigned: { schema: leadRequestReassignedData },
} satisfies EventDefinitions<LeadRequestEvent>;

export const LEAD_REQUEST_EVENT_TYPES = [
  'LeadRequestAssigned',
  'LeadRequestAccepted',
  'LeadRequestRejected',
  'LeadRequestReassigned',
] as const satisfies readonly LeadRequestEvent['type'][];

export const leadRequestStream = (leadRequestId: string) => `lead-request-${leadRequestId}`;
