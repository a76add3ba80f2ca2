import {
  PROVIDER_DIRECTORY_STREAM,
  providerSyncDecider,
  type ProviderDirectory,
} from '@teamledger/domain';
import { foldStream, type EventStore } from '@teamledger/eventstore';

/**
 * The provider's spaces and people as the last Sync Routine recorded them (null before the
 * first). The API checks against this record and never calls the provider: the worker alone
 * holds the credentials, and a slow or failing provider must not fail a form.
 */
export async function recordedDirectory(store: EventStore): Promise<ProviderDirectory | null> {
  return foldStream(providerSyncDecider, await store.readStream(PROVIDER_DIRECTORY_STREAM))
    .directory;
}
