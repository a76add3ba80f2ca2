import {
  defineReservation,
  normaliseName,
  type ReservationEvent,
  type WorkProviderName,
} from '../shared/index.js';
import { providerSpaceLinked, workspaceNameTaken } from './decide.js';
import { workspaceDecider } from './decider.js';
import { workspaceStream } from './events.js';
import type { WorkspaceState } from './evolve.js';

/**
 * Two rules span every workspace stream: a name is unique among live workspaces (ignoring
 * case and surrounding spaces), and a provider space is linked to one live workspace at
 * most. Each holds through a reservation stream per key (shared/reservation.ts).
 */
export const workspaceNameStream = (name: string) =>
  `workspace-name-${encodeURIComponent(normaliseName(name))}`;
export const workspaceProviderSpaceStream = (providerSpaceId: string) =>
  `workspace-provider-space-${encodeURIComponent(providerSpaceId)}`;

/**
 * The key a provider link is reserved by: `jira:TL`, `gitlab:group/app`, `assembla:space`,
 * so the same id at two providers is two spaces. A workspace made before workspaces named
 * their provider (provider null) keeps its bare space id, as it was reserved then (D275).
 */
export const providerSpaceKey = (provider: WorkProviderName | null, providerSpaceId: string) =>
  provider === null ? providerSpaceId : `${provider}:${providerSpaceId}`;

/** The key a workspace holds its provider link by; null for none. */
export const workspaceProviderKey = (workspace: WorkspaceState): string | null =>
  workspace.exists && workspace.providerSpaceId !== null
    ? providerSpaceKey(workspace.provider, workspace.providerSpaceId)
    : null;

/** A workspace took the name (created with it, or renamed to it). */
export type WorkspaceNameReserved = ReservationEvent<
  'WorkspaceNameReserved',
  'name',
  'workspaceId'
>;
/** The workspace let the name go (renamed away, or deleted). */
export type WorkspaceNameReleased = ReservationEvent<
  'WorkspaceNameReleased',
  'name',
  'workspaceId'
>;
/** A workspace (`name` as it was then) took the provider space no other live one has. */
export type WorkspaceProviderSpaceReserved = ReservationEvent<
  'WorkspaceProviderSpaceReserved',
  'providerSpaceId',
  'workspaceId',
  'name'
>;
/** The workspace let the provider space go (deleted). */
export type WorkspaceProviderSpaceReleased = ReservationEvent<
  'WorkspaceProviderSpaceReleased',
  'providerSpaceId',
  'workspaceId',
  'name'
>;
export type WorkspaceNameEvent = WorkspaceNameReserved | WorkspaceNameReleased;
export type WorkspaceProviderSpaceEvent =
  WorkspaceProviderSpaceReserved | WorkspaceProviderSpaceReleased;
export type WorkspaceReservationEvent = WorkspaceNameEvent | WorkspaceProviderSpaceEvent;

const holder = { stream: workspaceStream, decider: workspaceDecider };

export const workspaceNameReservation = defineReservation({
  reserved: 'WorkspaceNameReserved',
  released: 'WorkspaceNameReleased',
  keyField: 'name',
  holderField: 'workspaceId',
  stream: workspaceNameStream,
  taken: workspaceNameTaken,
  holder: {
    ...holder,
    carries: (workspace, name) =>
      workspace.exists &&
      !workspace.deleted &&
      normaliseName(workspace.name) === normaliseName(name),
  },
});

export const workspaceProviderSpaceReservation = defineReservation({
  reserved: 'WorkspaceProviderSpaceReserved',
  released: 'WorkspaceProviderSpaceReleased',
  keyField: 'providerSpaceId',
  holderField: 'workspaceId',
  // The refusal names the linked workspace, even while its create is still on its way.
  labelField: 'name',
  stream: workspaceProviderSpaceStream,
  taken: (holderName) => providerSpaceLinked(holderName),
  holder: {
    ...holder,
    carries: (workspace, providerSpaceId) =>
      workspace.exists && !workspace.deleted && workspaceProviderKey(workspace) === providerSpaceId,
    label: (workspace) => (workspace.exists ? workspace.name : null),
  },
});

export const WORKSPACE_RESERVATION_EVENTS = {
  ...workspaceNameReservation.events,
  ...workspaceProviderSpaceReservation.events,
};
