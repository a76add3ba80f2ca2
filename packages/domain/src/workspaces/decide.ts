import {
  assertNever,
  conflict,
  invalid,
  notFound,
  ruleViolation,
  type WorkProviderName,
} from '../shared/index.js';
import type { WorkspaceCommand } from './commands.js';
import type { WorkspaceEvent } from './events.js';
import type { WorkspaceState } from './evolve.js';

export const WORKSPACE_NAME_TAKEN = 'A WorkSpace with this name already exists.';

/** Another live workspace has this name (workspaces/reservations.ts holds the rule). */
export const workspaceNameTaken = () =>
  conflict('workspace_name_taken', WORKSPACE_NAME_TAKEN, { name: WORKSPACE_NAME_TAKEN });

/** Another live workspace, named when known, is linked to this provider space. */
export const providerSpaceLinked = (workspaceName: string | null) =>
  conflict(
    'provider_space_linked',
    workspaceName === null
      ? 'This Assembla space is already linked to another WorkSpace.'
      : `This Assembla space is already linked to the WorkSpace ${workspaceName}.`,
  );

/** What a provider link without its space is refused with, in the provider's words. */
export const PROVIDER_SPACE_REQUIRED: Record<WorkProviderName, string> = {
  assembla: 'Assembla space id is required.',
  jira: 'Jira project key is required.',
  gitlab: 'GitLab project path is required.',
};

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export function decideWorkspace(
  command: WorkspaceCommand,
  state: WorkspaceState,
): WorkspaceEvent[] {
  if (command.type === 'CreateWorkspace') {
    const { provider = null, ...data } = command.data;
    if (state.exists) throw conflict('workspace_exists', 'This WorkSpace already exists.');
    const required =
      provider === null ? 'Assembla space id is required.' : PROVIDER_SPACE_REQUIRED[provider];
    if (data.isProviderSpace && !data.providerSpaceId) {
      throw invalid('provider_space_required', required, { providerSpaceId: required });
    }
    const providerSpaceId = data.isProviderSpace ? data.providerSpaceId : null;
    const created: WorkspaceEvent = {
      type: 'WorkspaceCreated',
      data: {
        ...data,
        providerSpaceId,
        providerCheck: data.isProviderSpace ? 'not_checked' : null,
      },
    };
    // A space at a named provider is linked there at once, as the Provider button would.
    if (provider === null || providerSpaceId === null) return [created];
    return [
      created,
      {
        type: 'WorkspaceProviderChanged',
        data: {
          workspaceId: data.workspaceId,
          provider,
          providerSpaceId,
          previous: { provider: null, providerSpaceId },
        },
      },
    ];
  }
  if (!state.exists || state.deleted) throw notFound('WorkSpace');
  const { workspaceId } = state;

  switch (command.type) {
    case 'UpdateWorkspace':
      if (command.data.name === state.name) return [];
      return [
        {
          type: 'WorkspaceUpdated',
          data: {
            workspaceId,
            changes: { name: command.data.name },
            previous: { name: state.name },
          },
        },
      ];
    case 'ChangeSeating': {
      const { hallType, seatOrder, memberIds } = command.data;
      if (new Set(seatOrder).size !== seatOrder.length) {
        throw invalid('seat_twice', 'Each person can have only one seat.', {
          seatOrder: 'Each person can have only one seat.',
        });
      }
      const strangers = seatOrder.filter((id) => !memberIds.includes(id));
      if (strangers.length > 0) {
        throw ruleViolation(
          'not_a_member',
          'Only members of this WorkSpace can have a seat in it.',
        );
      }
      if (seatOrder.length > hallType) {
        throw ruleViolation(
          'hall_too_small',
          `A hall of ${hallType} seats cannot seat ${seatOrder.length} people.`,
        );
      }
      if (hallType === state.hallType && sameOrder(seatOrder, state.seatOrder)) return [];
      return [
        {
          type: 'WorkspaceSeatingChanged',
          data: {
            workspaceId,
            hallType,
            seatOrder,
            previous: { hallType: state.hallType, seatOrder: state.seatOrder },
          },
        },
      ];
    }
    case 'ChangeWorkspaceProvider': {
      const { provider } = command.data;
      const providerSpaceId = provider === null ? null : command.data.providerSpaceId;
      if (provider !== null && !providerSpaceId) {
        throw invalid('provider_space_required', PROVIDER_SPACE_REQUIRED[provider], {
          providerSpaceId: PROVIDER_SPACE_REQUIRED[provider],
        });
      }
      if (provider === state.provider && providerSpaceId === state.providerSpaceId) return [];
      return [
        {
          type: 'WorkspaceProviderChanged',
          data: {
            workspaceId,
            provider,
            providerSpaceId,
            previous: { provider: state.provider, providerSpaceId: state.providerSpaceId },
          },
        },
      ];
    }
    case 'DeleteWorkspace':
      return [{ type: 'WorkspaceDeleted', data: { workspaceId, name: state.name } }];
    default:
      return assertNever(command);
  }
}
