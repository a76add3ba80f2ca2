import {
  PROVIDER_CREDENTIALS_STREAM,
  PROVIDER_WORKLOGS_STREAM,
  WORK_PROVIDERS,
  providerConnectionStream,
  providerSpaceKey,
  providerSyncDecider,
  workspaceWorklogsStream,
  type ProviderConnection,
  type ProviderCredentials,
  type WorkProvider,
  type WorkProviderName,
} from '@teamledger/domain';
import { executeCommand, foldStream, type EventStore } from '@teamledger/eventstore';
import type { Clock, Pool } from '@teamledger/platform';
import { liveProviderWorkspaces, type ProviderWorkspace } from '@teamledger/read-models';

/**
 * The providers a worker can read (D275, D277): the worker's WORK_PROVIDER for workspaces
 * that name none, and each provider's adapter for its connection in Settings (null: the
 * worker's environment defaults), built only where the worker's environment holds the token.
 */
export interface ProviderSet {
  defaultProvider: WorkProviderName;
  /** Which providers' tokens the worker's environment holds (reported, never the tokens). */
  credentials: ProviderCredentials;
  /** null when the worker holds no token for it. */
  adapter(provider: WorkProviderName, connection: ProviderConnection | null): WorkProvider | null;
  /** Where the provider's tickets open when its adapter does not say (Assembla's site). */
  siteUrl: string;
}

/** One provider and the live workspaces that read from it. */
export interface ProviderScope {
  name: WorkProviderName;
  /** null: the worker holds no token for it; its workspaces are reported, not synced. */
  provider: WorkProvider | null;
  workspaces: ProviderWorkspace[];
}

/** A provider's connection as an admin set it in Settings; null before one did. */
export async function recordedConnection(
  store: EventStore,
  provider: WorkProviderName,
): Promise<ProviderConnection | null> {
  return foldStream(providerSyncDecider, await store.readStream(providerConnectionStream(provider)))
    .connection;
}

/** The provider each live provider workspace reads from: its own, else the default. */
export const providerOf = (workspace: ProviderWorkspace, providers: ProviderSet) =>
  workspace.provider ?? providers.defaultProvider;

/**
 * The providers a sync reads, each with its workspaces (only `workspaceId`'s when given):
 * the default one always (its directory is read even before a workspace names it), every
 * other one that a workspace names or that has a connection in Settings.
 */
export async function providerScopes(
  deps: { pool: Pool; store: EventStore; providers: ProviderSet },
  workspaceId: string | null = null,
): Promise<ProviderScope[]> {
  const live = (await liveProviderWorkspaces(deps.pool)).filter(
    (workspace) => workspaceId === null || workspace.id === workspaceId,
  );
  const scopes: ProviderScope[] = [];
  for (const name of WORK_PROVIDERS) {
    const workspaces = live.filter((workspace) => providerOf(workspace, deps.providers) === name);
    const connection = await recordedConnection(deps.store, name);
    const wanted =
      workspaces.length > 0 ||
      (workspaceId === null && (name === deps.providers.defaultProvider || connection !== null));
    if (!wanted) continue;
    scopes.push({ name, provider: deps.providers.adapter(name, connection), workspaces });
  }
  return scopes;
}

/**
 * The streams a workspace's worklog cursor is read from: its own at its provider space, then
 * (a workspace made before workspaces named their provider) the one cursor of that time.
 */
export const workspaceCursorStreams = (workspace: ProviderWorkspace): string[] => {
  const own = workspaceWorklogsStream(
    workspace.id,
    providerSpaceKey(workspace.provider, workspace.providerSpaceId),
  );
  return workspace.provider === null ? [own, PROVIDER_WORKLOGS_STREAM] : [own];
};

/** Records which providers' tokens this worker holds, when that changed (never the tokens). */
export async function reportCredentials(
  store: EventStore,
  clock: Clock,
  credentials: ProviderCredentials,
): Promise<void> {
  await executeCommand(
    store,
    PROVIDER_CREDENTIALS_STREAM,
    providerSyncDecider,
    { type: 'ReportProviderCredentials', data: { credentials } },
    {
      actorId: null,
      at: clock.now(),
      correlationId: PROVIDER_CREDENTIALS_STREAM,
      causationId: null,
      source: 'provider',
    },
    { retries: 5 },
  );
}

/**
 * A worker that reads fixed adapters, whatever the connections say (tests and simulators):
 * `adapters` names those it holds a token for; the first is the default unless named.
 */
export function fixedProviders(
  adapters: Partial<Record<WorkProviderName, WorkProvider>>,
  options: { defaultProvider?: WorkProviderName; siteUrl?: string } = {},
): ProviderSet {
  const names = WORK_PROVIDERS.filter((name) => adapters[name] !== undefined);
  return {
    defaultProvider: options.defaultProvider ?? names[0] ?? 'assembla',
    credentials: {
      assembla: !!adapters.assembla,
      jira: !!adapters.jira,
      gitlab: !!adapters.gitlab,
    },
    adapter: (name) => adapters[name] ?? null,
    siteUrl: options.siteUrl ?? 'https://provider.test',
  };
}
