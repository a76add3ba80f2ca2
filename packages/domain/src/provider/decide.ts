import { assertNever, conflict } from '../shared/index.js';
import type { WorkProviderName } from '../shared/index.js';
import type {
  ProviderConnection,
  ProviderCredentials,
  ProviderDirectory,
  ProviderEvent,
  RequestedSyncKind,
  SyncKind,
} from './events.js';

export interface ProviderSyncState {
  requested: boolean;
  completed: boolean;
  /** The directory stream's last one; null before the first Sync Routine. */
  directory: ProviderDirectory | null;
  /** A connection stream's last one; null before an admin set it. */
  connection: ProviderConnection | null;
  /** The credentials stream's last report; null before a worker made one. */
  credentials: ProviderCredentials | null;
}

export const initialProviderSyncState: ProviderSyncState = {
  requested: false,
  completed: false,
  directory: null,
  connection: null,
  credentials: null,
};

export type ProviderSyncCommand =
  | {
      type: 'RequestProviderSync';
      data: {
        syncId: string;
        kind: RequestedSyncKind;
        workspaceId: string | null;
        requestedBy: string;
      };
    }
  | {
      type: 'RecordProviderSync';
      data: {
        syncId: string | null;
        kind: SyncKind;
        from: string | null;
        to: string | null;
        counts: Record<string, number>;
        skipped: { record: string; reason: string }[];
        at: string;
      };
    }
  | { type: 'RecordProviderDirectory'; data: ProviderDirectory }
  | {
      type: 'SetProviderConnection';
      data: ProviderConnection & { provider: WorkProviderName };
    }
  | { type: 'ReportProviderCredentials'; data: { credentials: ProviderCredentials } };

export function evolveProviderSync(
  state: ProviderSyncState,
  event: ProviderEvent,
): ProviderSyncState {
  switch (event.type) {
    case 'ProviderSyncRequested':
      return { ...state, requested: true };
    case 'ProviderSyncCompleted':
      return { ...state, completed: true };
    case 'ProviderDirectorySynced':
      return { ...state, directory: event.data };
    case 'ProviderConnectionChanged':
      return { ...state, connection: { baseUrl: event.data.baseUrl, account: event.data.account } };
    case 'ProviderCredentialsReported':
      return { ...state, credentials: event.data.credentials };
    default:
      return assertNever(event);
  }
}

const sameDirectory = (a: ProviderDirectory | null, b: ProviderDirectory) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

export function decideProviderSync(
  command: ProviderSyncCommand,
  state: ProviderSyncState,
): ProviderEvent[] {
  switch (command.type) {
    case 'RequestProviderSync':
      if (state.requested) throw conflict('sync_exists', 'This sync was requested already.');
      return [{ type: 'ProviderSyncRequested', data: command.data }];
    case 'RecordProviderSync':
      // A requested sync's job may run again after a crash: its completion counts once.
      if (command.data.syncId !== null && state.completed) return [];
      return [{ type: 'ProviderSyncCompleted', data: command.data }];
    case 'RecordProviderDirectory':
      // The routine runs often and the provider's people rarely change: record changes only.
      if (sameDirectory(state.directory, command.data)) return [];
      return [{ type: 'ProviderDirectorySynced', data: command.data }];
    case 'SetProviderConnection': {
      const { provider, baseUrl, account } = command.data;
      const previous = state.connection;
      if (previous?.baseUrl === baseUrl && previous.account === account) return [];
      return [
        { type: 'ProviderConnectionChanged', data: { provider, baseUrl, account, previous } },
      ];
    }
    case 'ReportProviderCredentials': {
      // Each worker start reports; only a change is recorded.
      const { credentials } = command.data;
      if (JSON.stringify(state.credentials) === JSON.stringify(credentials)) return [];
      return [{ type: 'ProviderCredentialsReported', data: { credentials } }];
    }
    default:
      return assertNever(command);
  }
}
