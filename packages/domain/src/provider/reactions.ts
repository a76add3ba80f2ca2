import { PROVIDER_SYNC_JOB, reactionJobId, type Reaction } from '../jobs/index.js';
import type { ProviderSyncRequested } from './events.js';

/** Every requested sync is run by the worker; the job id is the one GET /api/jobs/:id reads. */
export const providerSyncReaction: Reaction<ProviderSyncRequested> = {
  name: 'reaction.provider-sync',
  handles: ['ProviderSyncRequested'],
  react(event) {
    const { syncId } = event.data;
    return [
      {
        name: PROVIDER_SYNC_JOB,
        payload: { syncId },
        jobId: reactionJobId(event.id, PROVIDER_SYNC_JOB),
      },
    ];
  },
};
