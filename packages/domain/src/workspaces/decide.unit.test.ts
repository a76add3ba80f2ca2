import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { CreateWorkspace, WorkspaceCommand } from './commands.js';
import { decideWorkspace } from './decide.js';
import type { WorkspaceCreated, WorkspaceEvent } from './events.js';
import { evolveWorkspace, initialWorkspaceState, type WorkspaceState } from './evolve.js';

const spec = deciderSpec<WorkspaceState, WorkspaceCommand, WorkspaceEvent>({
  initialState: initialWorkspaceState,
  evolve: evolveWorkspace,
  decide: decideWorkspace,
});

const workspaceId = '7c2d9e1f-4a5b-5c6d-9e7f-8091a2b3c4d5';
const uma = '11111111-1111-4111-8111-111111111111';
const liam = '22222222-2222-4222-8222-222222222222';
const pavel = '33333333-3333-4333-8333-333333333333';

const create = (data: Partial<CreateWorkspace['data']> = {}): CreateWorkspace => ({
  type: 'CreateWorkspace',
  data: {
    workspaceId,
    name: 'Head Office',
    isProviderSpace: false,
    providerSpaceId: null,
    hallType: 20,
    ...data,
  },
});
const created: WorkspaceCreated = {
  type: 'WorkspaceCreated',
  data: {
    workspaceId,
    name: 'Head Office',
    isProviderSpace: false,
    providerSpaceId: null,
    providerCheck: null,
    hallType: 20,
  },
};

describe('a workspace that does not exist', () => {
  it('is created as a local workspace, any provider id dropped', () => {
    spec
      .given([])
      .when(create({ providerSpaceId: 'stray' }))
      .then([created]);
  });

  it('is created linked to a provider space, marked as not checked against the provider', () => {
    spec
      .given([])
      .when(create({ name: 'Platform', isProviderSpace: true, providerSpaceId: 'dFgH12' }))
      .then([
        {
          type: 'WorkspaceCreated',
          data: {
            workspaceId,
            name: 'Platform',
            isProviderSpace: true,
            providerSpaceId: 'dFgH12',
            providerCheck: 'not_checked',
            hallType: 20,
          },
        },
      ]);
  });

  it('needs the provider space id of a provider space', () => {
    spec
      .given([])
      .when(create({ isProviderSpace: true, providerSpaceId: null }))
      .thenThrows('provider_space_required', 'Assembla space id is required.');
    spec
      .given([])
      .when(create({ isProviderSpace: true, providerSpaceId: null, provider: 'gitlab' }))
      .thenThrows('provider_space_required', 'GitLab project path is required.');
  });

  it('is linked at once to a space at the provider it names', () => {
    spec
      .given([])
      .when(create({ isProviderSpace: true, providerSpaceId: 'OPS', provider: 'jira' }))
      .then([
        {
          type: 'WorkspaceCreated',
          data: {
            workspaceId,
            name: 'Head Office',
            isProviderSpace: true,
            providerSpaceId: 'OPS',
            providerCheck: 'not_checked',
            hallType: 20,
          },
        },
        {
          type: 'WorkspaceProviderChanged',
          data: {
            workspaceId,
            provider: 'jira',
            providerSpaceId: 'OPS',
            previous: { provider: null, providerSpaceId: 'OPS' },
          },
        },
      ]);
    // A local workspace names no provider, whatever was sent.
    spec
      .given([])
      .when(create({ providerSpaceId: 'OPS', provider: 'jira' }))
      .then([created]);
  });

  it('cannot be updated, seated or deleted', () => {
    spec
      .given([])
      .when({ type: 'DeleteWorkspace' })
      .thenThrows('not_found', 'WorkSpace was not found.');
  });
});

describe('a live workspace', () => {
  const given = spec.given([created]);

  it('cannot be created twice', () => {
    given.when(create()).thenThrows('workspace_exists');
  });

  it('is renamed with the old name kept', () => {
    given.when({ type: 'UpdateWorkspace', data: { name: 'HQ' } }).then([
      {
        type: 'WorkspaceUpdated',
        data: { workspaceId, changes: { name: 'HQ' }, previous: { name: 'Head Office' } },
      },
    ]);
    given.when({ type: 'UpdateWorkspace', data: { name: 'Head Office' } }).then([]);
  });

  it('seats its members in the given order, with the previous seating kept', () => {
    given
      .when({
        type: 'ChangeSeating',
        data: { hallType: 10, seatOrder: [liam, uma], memberIds: [uma, liam, pavel] },
      })
      .then([
        {
          type: 'WorkspaceSeatingChanged',
          data: {
            workspaceId,
            hallType: 10,
            seatOrder: [liam, uma],
            previous: { hallType: 20, seatOrder: [] },
          },
        },
      ]);
  });

  it('seats only members, each once, and no more than the hall holds', () => {
    given
      .when({
        type: 'ChangeSeating',
        data: { hallType: 10, seatOrder: [uma, pavel], memberIds: [uma] },
      })
      .thenThrows('not_a_member', 'Only members of this WorkSpace can have a seat in it.');
    given
      .when({
        type: 'ChangeSeating',
        data: { hallType: 10, seatOrder: [uma, uma], memberIds: [uma] },
      })
      .thenThrows('seat_twice');
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    );
    given
      .when({ type: 'ChangeSeating', data: { hallType: 10, seatOrder: eleven, memberIds: eleven } })
      .thenThrows('hall_too_small', 'A hall of 10 seats cannot seat 11 people.');
  });

  it('records nothing when the seating is unchanged', () => {
    spec
      .given([
        created,
        {
          type: 'WorkspaceSeatingChanged',
          data: {
            workspaceId,
            hallType: 10,
            seatOrder: [uma, liam],
            previous: { hallType: 20, seatOrder: [] },
          },
        },
      ])
      .when({
        type: 'ChangeSeating',
        data: { hallType: 10, seatOrder: [uma, liam], memberIds: [uma, liam] },
      })
      .then([]);
  });

  it('names its provider and space, with the link it had kept, and can name none again', () => {
    const toJira: WorkspaceEvent = {
      type: 'WorkspaceProviderChanged',
      data: {
        workspaceId,
        provider: 'jira',
        providerSpaceId: 'TL',
        previous: { provider: null, providerSpaceId: null },
      },
    };
    given
      .when({ type: 'ChangeWorkspaceProvider', data: { provider: 'jira', providerSpaceId: 'TL' } })
      .then([toJira]);
    const linked = spec.given([created, toJira]);
    linked
      .when({ type: 'ChangeWorkspaceProvider', data: { provider: 'jira', providerSpaceId: 'TL' } })
      .then([]);
    linked
      .when({ type: 'ChangeWorkspaceProvider', data: { provider: null, providerSpaceId: 'TL' } })
      .then([
        {
          type: 'WorkspaceProviderChanged',
          data: {
            workspaceId,
            provider: null,
            providerSpaceId: null,
            previous: { provider: 'jira', providerSpaceId: 'TL' },
          },
        },
      ]);
    linked
      .when({
        type: 'ChangeWorkspaceProvider',
        data: { provider: 'gitlab', providerSpaceId: 'north/app' },
      })
      .then([
        {
          type: 'WorkspaceProviderChanged',
          data: {
            workspaceId,
            provider: 'gitlab',
            providerSpaceId: 'north/app',
            previous: { provider: 'jira', providerSpaceId: 'TL' },
          },
        },
      ]);
  });

  it("refuses a provider without its space, in that provider's words", () => {
    given
      .when({ type: 'ChangeWorkspaceProvider', data: { provider: 'jira', providerSpaceId: null } })
      .thenThrows('provider_space_required', 'Jira project key is required.');
    given
      .when({ type: 'ChangeWorkspaceProvider', data: { provider: 'gitlab', providerSpaceId: '' } })
      .thenThrows('provider_space_required', 'GitLab project path is required.');
  });

  it('is deleted', () => {
    given
      .when({ type: 'DeleteWorkspace' })
      .then([{ type: 'WorkspaceDeleted', data: { workspaceId, name: 'Head Office' } }]);
  });
});

describe('a deleted workspace', () => {
  const given = spec.given([
    created,
    { type: 'WorkspaceDeleted', data: { workspaceId, name: 'Head Office' } },
  ]);

  it('is gone for every command but a fresh create, which its id refuses', () => {
    given.when({ type: 'DeleteWorkspace' }).thenThrows('not_found');
    given.when({ type: 'UpdateWorkspace', data: { name: 'X' } }).thenThrows('not_found');
    given
      .when({ type: 'ChangeWorkspaceProvider', data: { provider: 'jira', providerSpaceId: 'TL' } })
      .thenThrows('not_found');
    given.when(create()).thenThrows('workspace_exists');
  });
});
