import { z } from 'zod';
import type { EventDefinitions, Upcaster } from '../shared/index.js';

/** What a person can ask the worker to sync (SPEC.md 2: Sync Routine, Sync Milestones). */
export const REQUESTED_SYNC_KINDS = ['routine', 'milestones'] as const;
export type RequestedSyncKind = (typeof REQUESTED_SYNC_KINDS)[number];
/** What a finished sync reports on; the scheduled worklog sync records 'worklogs'. */
export const SYNC_KINDS = ['routine', 'worklogs', 'standups', 'milestones'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

const providerSyncRequestedData = z.object({
  syncId: z.string(),
  kind: z.enum(REQUESTED_SYNC_KINDS),
  /** One workspace's milestones; null for every provider workspace (or the routine). */
  workspaceId: z.string().nullable(),
  requestedBy: z.string(),
});

const providerSyncCompletedData = z.object({
  /** The request it answers; null for a scheduled sync. */
  syncId: z.string().nullable(),
  kind: z.enum(SYNC_KINDS),
  /** The provider days read, both included; null when the sync reads no days. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** What came in: added, already there, skipped, by name. */
  counts: z.record(z.string(), z.number().int().min(0)),
  /**
   * The provider records left out and why (a date that does not exist, a day over 24 hours,
   * text with control characters), the first SKIPPED_REASONS_MAX of them; counts.skipped
   * counts them all.
   */
  skipped: z.array(z.object({ record: z.string(), reason: z.string() })),
  at: z.string(),
});

/** How many skipped records a sync names; beyond that they are only counted. */
export const SKIPPED_REASONS_MAX = 50;

/** Completions stored before skipped records were named have none. */
const addMissingSkipped: Upcaster = (data) => ('skipped' in data ? data : { ...data, skipped: [] });

const directoryData = z.object({
  spaces: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The provider's people of those spaces, matched to ours by email (lower case). */
  users: z.array(
    z.object({
      providerUserId: z.string(),
      email: z.string(),
      name: z.string(),
      spaceIds: z.array(z.string()),
    }),
  ),
});

/** An admin asked for a provider sync; the worker runs it (a reaction queues the job). */
export interface ProviderSyncRequested {
  type: 'ProviderSyncRequested';
  data: z.infer<typeof providerSyncRequestedData>;
}

/** A provider sync finished; what it brought in is in its counts. */
export interface ProviderSyncCompleted {
  type: 'ProviderSyncCompleted';
  data: z.infer<typeof providerSyncCompletedData>;
}

/**
 * The provider's spaces and people as the Sync Routine read them: the API checks new
 * provider workspaces and provider-linked users against this, the worker matches by email.
 */
export interface ProviderDirectorySynced {
  type: 'ProviderDirectorySynced';
  data: z.infer<typeof directoryData>;
}

export type ProviderEvent = ProviderSyncRequested | ProviderSyncCompleted | ProviderDirectorySynced;
export type ProviderDirectory = ProviderDirectorySynced['data'];

export const PROVIDER_EVENTS = {
  ProviderSyncRequested: { schema: providerSyncRequestedData },
  ProviderSyncCompleted: { schema: providerSyncCompletedData, upcasters: [addMissingSkipped] },
  ProviderDirectorySynced: { schema: directoryData },
} satisfies EventDefinitions<ProviderEvent>;

export const PROVIDER_EVENT_TYPES = [
  'ProviderSyncRequested',
  'ProviderSyncCompleted',
  'ProviderDirectorySynced',
] as const satisfies readonly ProviderEvent['type'][];

/** One stream per requested sync: its request and its completion. */
export const providerSyncStream = (syncId: string) => `provider-sync-${syncId}`;
/** The scheduled worklog syncs' completions: the last one's `to` is the cursor. */
export const PROVIDER_WORKLOGS_STREAM = 'provider-worklogs';
/** The directory as each Sync Routine found it. */
export const PROVIDER_DIRECTORY_STREAM = 'provider-directory';
