import { PROVIDER_DIRECTORY_STREAM, type ProviderDirectory } from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';

/** Records the provider's spaces and people as a Sync Routine would have found them. */
export async function recordProviderDirectory(
  store: EventStore,
  directory: ProviderDirectory,
): Promise<void> {
  await store.appendToStream(PROVIDER_DIRECTORY_STREAM, [
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
