import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { ReservationCommand, ReservationState } from '../shared/index.js';
import { workspaceDecider } from './decider.js';
import type { WorkspaceEvent } from './events.js';
import {
  workspaceNameReservation,
  workspaceNameStream,
  workspaceProviderSpaceReservation,
  workspaceProviderSpaceStream,
  type WorkspaceNameEvent,
  type WorkspaceProviderSpaceEvent,
} from './reservations.js';

const names = deciderSpec<ReservationState, ReservationCommand, WorkspaceNameEvent>(
  workspaceNameReservation.decider,
);
const spaces = deciderSpec<ReservationState, ReservationCommand, WorkspaceProviderSpaceEvent>(
  workspaceProviderSpaceReservation.decider,
);
const hq = '7c2d9e1f-4a5b-4c6d-9e7f-8091a2b3c4d5';
const lab = '8d3e0f2a-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const reserve = (key: string, holderId: string, holderLapsed = false, holderLabel?: string) =>
  ({
    type: 'Reserve',
    data: { key, holderId, holderLapsed, holderLabel: holderLabel ?? null },
  }) as const;

describe('the reservation streams of workspaces', () => {
  it('share a name ignoring case and surrounding spaces', () => {
    expect(workspaceNameStream(' Head Office ')).toBe(workspaceNameStream('HEAD OFFICE'));
    expect(workspaceNameStream('Head Office')).toBe('workspace-name-head%20office');
    expect(workspaceNameStream('HQ')).not.toBe(workspaceNameStream('Lab'));
  });
  it('keep provider space ids apart as they are', () => {
    expect(workspaceProviderSpaceStream('dFgH12')).toBe('workspace-provider-space-dFgH12');
    expect(workspaceProviderSpaceStream('dFgH12')).not.toBe(workspaceProviderSpaceStream('dfgh12'));
  });
});

describe('a free workspace name', () => {
  it('is reserved for the workspace that asks first', () => {
    names
      .given([])
      .when(reserve('Head Office', hq))
      .then([{ type: 'WorkspaceNameReserved', data: { name: 'Head Office', workspaceId: hq } }]);
  });
  it('is free again once released', () => {
    names
      .given([
        { type: 'WorkspaceNameReserved', data: { name: 'Head Office', workspaceId: hq } },
        { type: 'WorkspaceNameReleased', data: { name: 'Head Office', workspaceId: hq } },
      ])
      .when(reserve('head office', lab))
      .then([{ type: 'WorkspaceNameReserved', data: { name: 'head office', workspaceId: lab } }]);
  });
});

describe('a reserved workspace name', () => {
  const given = names.given([
    { type: 'WorkspaceNameReserved', data: { name: 'Head Office', workspaceId: hq } },
  ]);
  it('is refused to another workspace with the message of a taken name', () => {
    given
      .when(reserve('HEAD OFFICE', lab))
      .thenThrows('workspace_name_taken', 'A WorkSpace with this name already exists.');
  });
  it('records nothing when its holder asks again (a retried request)', () => {
    given.when(reserve('Head Office', hq)).then([]);
  });
  it('is taken over once the holder has lapsed', () => {
    given
      .when(reserve('Head Office', lab, true))
      .then([{ type: 'WorkspaceNameReserved', data: { name: 'Head Office', workspaceId: lab } }]);
  });
  it('is released only by its holder, under the name it was reserved with', () => {
    given.when({ type: 'Release', data: { holderId: lab } }).then([]);
    given
      .when({ type: 'Release', data: { holderId: hq } })
      .then([{ type: 'WorkspaceNameReleased', data: { name: 'Head Office', workspaceId: hq } }]);
  });
});

describe('a free provider space', () => {
  it('is linked to the workspace that asks first, with its name kept for refusals', () => {
    spaces
      .given([])
      .when({
        type: 'Reserve',
        data: {
          key: 'dFgH12',
          holderId: hq,
          holderLapsed: false,
          holderLabel: null,
          label: 'Core',
        },
      })
      .then([
        {
          type: 'WorkspaceProviderSpaceReserved',
          data: { providerSpaceId: 'dFgH12', workspaceId: hq, name: 'Core' },
        },
      ]);
  });
});

describe('a linked provider space', () => {
  const linked: WorkspaceProviderSpaceEvent = {
    type: 'WorkspaceProviderSpaceReserved',
    data: { providerSpaceId: 'dFgH12', workspaceId: hq, name: 'Core' },
  };
  const given = spaces.given([linked]);
  it('is refused to another workspace, naming the one it is linked to', () => {
    given
      .when(reserve('dFgH12', lab, false, 'Platform Core'))
      .thenThrows(
        'provider_space_linked',
        'This Assembla space is already linked to the WorkSpace Platform Core.',
      );
  });
  it('names the holder as it reserved when its own stream has no name yet', () => {
    given
      .when(reserve('dFgH12', lab))
      .thenThrows(
        'provider_space_linked',
        'This Assembla space is already linked to the WorkSpace Core.',
      );
  });
  it('is free for another workspace once released', () => {
    spaces
      .given([
        linked,
        {
          type: 'WorkspaceProviderSpaceReleased',
          data: { providerSpaceId: 'dFgH12', workspaceId: hq, name: 'Core' },
        },
      ])
      .when(reserve('dFgH12', lab))
      .then([
        {
          type: 'WorkspaceProviderSpaceReserved',
          data: { providerSpaceId: 'dFgH12', workspaceId: lab, name: '' },
        },
      ]);
  });
});

describe('whether a workspace still carries what it reserved', () => {
  const fold = (events: WorkspaceEvent[]) =>
    events.reduce(workspaceDecider.evolve, workspaceDecider.initialState);
  const created: WorkspaceEvent = {
    type: 'WorkspaceCreated',
    data: {
      workspaceId: hq,
      name: 'Head Office',
      isProviderSpace: true,
      providerSpaceId: 'dFgH12',
      providerCheck: 'not_checked',
      hallType: 20,
    },
  };
  const { carries: carriesName } = workspaceNameReservation.holder;
  const { carries: carriesSpace, label } = workspaceProviderSpaceReservation.holder;

  it('carries its name and space while it is live', () => {
    const live = fold([created]);
    expect(carriesName(live, ' head office')).toBe(true);
    expect(carriesName(live, 'Lab')).toBe(false);
    expect(carriesSpace(live, 'dFgH12')).toBe(true);
    expect(label?.(live)).toBe('Head Office');
  });
  it('carries nothing before it exists, after a rename away, or once deleted', () => {
    expect(carriesName(fold([]), 'Head Office')).toBe(false);
    const renamed = fold([
      created,
      {
        type: 'WorkspaceUpdated',
        data: { workspaceId: hq, changes: { name: 'HQ' }, previous: { name: 'Head Office' } },
      },
    ]);
    expect(carriesName(renamed, 'Head Office')).toBe(false);
    const deleted = fold([
      created,
      { type: 'WorkspaceDeleted', data: { workspaceId: hq, name: 'Head Office' } },
    ]);
    expect(carriesName(deleted, 'Head Office')).toBe(false);
    expect(carriesSpace(deleted, 'dFgH12')).toBe(false);
  });
});
