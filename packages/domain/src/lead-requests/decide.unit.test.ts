import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { LeadRequestCommand } from './commands.js';
import { decideLeadRequest } from './decide.js';
import type { LeadRequestAssigned, LeadRequestEvent } from './events.js';
import { evolveLeadRequest, initialLeadRequestState, type LeadRequestState } from './evolve.js';

const spec = deciderSpec<LeadRequestState, LeadRequestCommand, LeadRequestEvent>({
  initialState: initialLeadRequestState,
  evolve: evolveLeadRequest,
  decide: decideLeadRequest,
});

const leadRequestId = '6d1e2f3a-4b5c-5d6e-8f70-8192a3b4c5d6';
const uma = '11111111-1111-4111-8111-111111111111';
const pavel = '22222222-2222-4222-8222-222222222222';
const admin = '33333333-3333-4333-8333-333333333333';
const details = {
  name: 'Dana Wells',
  email: 'dana@acme.test',
  message: 'Wants a quote for 20 seats',
  ticketUrl: 'https://tickets.example.test/t/42',
};
const assigned: LeadRequestAssigned = {
  type: 'LeadRequestAssigned',
  data: { ...details, leadRequestId, assigneeId: uma },
};
const asUma = { actorId: uma, actorIsAdmin: false };
const asAdmin = { actorId: admin, actorIsAdmin: true };

describe('a lead request that does not exist', () => {
  it('is assigned to an eligible person', () => {
    spec
      .given([])
      .when({
        type: 'AssignLeadRequest',
        data: { ...details, leadRequestId, assigneeId: uma, assigneeEligible: true },
      })
      .then([assigned]);
  });

  it('is not assigned to someone who cannot hold leads', () => {
    spec
      .given([])
      .when({
        type: 'AssignLeadRequest',
        data: { ...details, leadRequestId, assigneeId: admin, assigneeEligible: false },
      })
      .thenThrows(
        'assignee_not_eligible',
        'A lead request can be assigned only to an active person with role User.',
      );
  });

  it('cannot be accepted', () => {
    spec
      .given([])
      .when({ type: 'AcceptLeadRequest', data: asAdmin })
      .thenThrows('not_found', 'Lead request was not found.');
  });
});

describe('an assigned lead request', () => {
  const given = spec.given([assigned]);

  it('is accepted by its assignee, or by an admin', () => {
    const accepted: LeadRequestEvent[] = [
      { type: 'LeadRequestAccepted', data: { leadRequestId, assigneeId: uma } },
    ];
    given.when({ type: 'AcceptLeadRequest', data: asUma }).then(accepted);
    given.when({ type: 'AcceptLeadRequest', data: asAdmin }).then(accepted);
  });

  it('is not touched by someone else', () => {
    given
      .when({ type: 'AcceptLeadRequest', data: { actorId: pavel, actorIsAdmin: false } })
      .thenThrows(
        'forbidden',
        'Only the person this lead is assigned to, or an admin, can do this.',
      );
  });

  it('is rejected only with a message', () => {
    given
      .when({ type: 'RejectLeadRequest', data: { ...asUma, reason: '  ' } })
      .thenThrows('reason_required', 'Please input your Message!');
    given.when({ type: 'RejectLeadRequest', data: { ...asUma, reason: ' Not our market ' } }).then([
      {
        type: 'LeadRequestRejected',
        data: { leadRequestId, assigneeId: uma, reason: 'Not our market' },
      },
    ]);
  });

  it('is re-assigned to another eligible provider user', () => {
    given
      .when({ type: 'ReassignLeadRequest', data: { ...asUma, to: pavel, targetEligible: true } })
      .then([{ type: 'LeadRequestReassigned', data: { leadRequestId, from: uma, to: pavel } }]);
    given
      .when({ type: 'ReassignLeadRequest', data: { ...asUma, to: uma, targetEligible: true } })
      .thenThrows('same_assignee');
    given
      .when({ type: 'ReassignLeadRequest', data: { ...asUma, to: admin, targetEligible: false } })
      .thenThrows(
        'assignee_not_eligible',
        'A lead request can be re-assigned only to an active provider user.',
      );
  });

  it('cannot be created again', () => {
    given
      .when({
        type: 'AssignLeadRequest',
        data: { ...details, leadRequestId, assigneeId: uma, assigneeEligible: true },
      })
      .thenThrows('lead_request_exists');
  });
});

describe('a re-assigned lead request', () => {
  const given = spec.given([
    assigned,
    { type: 'LeadRequestReassigned', data: { leadRequestId, from: uma, to: pavel } },
  ]);

  it('belongs to the new person, not the old one', () => {
    given
      .when({ type: 'AcceptLeadRequest', data: { actorId: pavel, actorIsAdmin: false } })
      .then([{ type: 'LeadRequestAccepted', data: { leadRequestId, assigneeId: pavel } }]);
    given.when({ type: 'AcceptLeadRequest', data: asUma }).thenThrows('forbidden');
  });
});

describe('a closed lead request', () => {
  it('is neither accepted nor re-assigned once accepted or rejected', () => {
    spec
      .given([assigned, { type: 'LeadRequestAccepted', data: { leadRequestId, assigneeId: uma } }])
      .when({ type: 'ReassignLeadRequest', data: { ...asAdmin, to: pavel, targetEligible: true } })
      .thenThrows('lead_request_closed', 'This lead request is already accepted.');
    spec
      .given([
        assigned,
        { type: 'LeadRequestRejected', data: { leadRequestId, assigneeId: uma, reason: 'No' } },
      ])
      .when({ type: 'AcceptLeadRequest', data: asUma })
      .thenThrows('lead_request_closed', 'This lead request is already rejected.');
  });
});
