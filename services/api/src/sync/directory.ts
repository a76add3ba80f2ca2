import {
  PROVIDER_DIRECTORY_STREAM,
  WORK_PROVIDERS,
  providerDirectoryStream,
  providerSyncDecider,
  type ProviderDirectory,
  type WorkProviderName,
} from '@teamledger/domain';
import { foldStream, type EventStore } from '@teamledger/eventstore';

const directoryOn = async (store: EventStore, stream: string) =>
  foldStream(providerSyncDecider, await store.readStream(stream)).directory;

/**
 * One provider's spaces and people as its last Sync Routine recorded them (null before the
 * first). The default provider's, before its own stream has one, is the directory recorded
 * before workspaces named their provider (D275). The API checks against this record and
 * never calls the provider: the worker alone holds the credentials, and a slow or failing
 * provider must not fail a form.
 */
export async function recordedDirectory(
  store: EventStore,
  provider: WorkProviderName,
  defaultProvider: WorkProviderName,
): Promise<ProviderDirectory | null> {
  const own = await directoryOn(store, providerDirectoryStream(provider));
  if (own !== null || provider !== defaultProvider) return own;
  return directoryOn(store, PROVIDER_DIRECTORY_STREAM);
}

/** Every provider's people and spaces as one directory; null before any Sync Routine. */
export async function recordedDirectories(
  store: EventStore,
  defaultProvider: WorkProviderName,
): Promise<ProviderDirectory | null> {
  const found = await Promise.all(
    WORK_PROVIDERS.map((provider) => recordedDirectory(store, provider, defaultProvider)),
  );
  const known = found.filter((directory) => directory !== null);
  if (known.length === 0) return null;
  return {
    spaces: known.flatMap((directory) => directory.spaces),
    users: known.flatMap((directory) => directory.users),
  };
}
