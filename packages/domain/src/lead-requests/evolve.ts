import { assertNever } from '../shared/index.js';
import type { LeadRequestEvent } from './events.js';

export const LEAD_REQUEST_STATUSES = ['assigned', 'accepted', 'rejected'] as const;
export type LeadRequestStatus = (typeof LEAD_REQUEST_STATUSES)[number];

export type LeadRequestState =
  | { exists: false }
  | { exists: true; leadRequestId: string; assigneeId: string; status: LeadRequestStatus };

export const initialLeadRequestState: LeadRequestState = { exists: false };

export function evolveLeadRequest(
  state: LeadRequestState,
  event: LeadRequestEvent,
): LeadRequestState {
  if (event.type === 'LeadRequestAssigned') {
    const { leadRequestId, assigneeId } = event.data;
    return { exists: true, leadRequestId, assigneeId, status: 'assigned' };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'LeadRequestAccepted':
      return { ...state, status: 'accepted' };
    case 'LeadRequestRejected':
      return { ...state, status: 'rejected' };
    case 'LeadRequestReassigned':
      return { ...state, assigneeId: event.data.to, status: 'assigned' };
    default:
      return assertNever(event);
  }
}
