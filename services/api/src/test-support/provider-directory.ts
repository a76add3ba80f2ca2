import {
  PROVIDER_DIRECTORY_STREAM,
  providerDirectoryStream,
  type ProviderDirectory,
  type WorkProviderName,
} from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';

/**
 * Records the provider's spaces and people as a Sync Routine would have found them: on the
 * stream of the directory before workspaces named their provider, or on one provider's.
 */
export async function recordProviderDirectory(
  store: EventStore,
  directory: ProviderDirectory,
  provider?: WorkProviderName,
): Promise<void> {
  const stream = provider ? providerDirectoryStream(provider) : PROVIDER_DIRECTORY_STREAM;
  await store.appendToStream(stream, [
    {
      id: newId(),
      type: 'ProviderDirectorySynced',
      data: directory,
      metadata: {
        actorId: null,
        at: new Date().toISOString(),
        correlationId: newId(),
        causationId: null,
        source: 'system',
      },
    },
  ]);
}
