import { z } from 'zod';
import {
  WORK_PROVIDERS,
  type EventDefinitions,
  type Upcaster,
  type WorkProviderName,
} from '../shared/index.js';

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

const connection = z.object({
  /** The provider's API (Assembla's /v1, a Jira Cloud site, a GitLab instance). */
  baseUrl: z.string(),
  /** Who the worker signs in as: the Jira account's email; '' where the token alone says. */
  account: z.string(),
});
const providerConnectionChangedData = connection.extend({
  provider: z.enum(WORK_PROVIDERS),
  previous: connection.nullable(),
});
const providerCredentialsReportedData = z.object({
  /** Whether the worker's environment holds each provider's token (never the token). */
  credentials: z.object({ assembla: z.boolean(), jira: z.boolean(), gitlab: z.boolean() }),
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

/**
 * An admin set where a provider is reached and as whom (Settings); its token stays in the
 * worker's environment.
 */
export interface ProviderConnectionChanged {
  type: 'ProviderConnectionChanged';
  data: z.infer<typeof providerConnectionChangedData>;
}

/** A worker started and told which providers' tokens its environment holds. */
export interface ProviderCredentialsReported {
  type: 'ProviderCredentialsReported';
  data: z.infer<typeof providerCredentialsReportedData>;
}

export type ProviderEvent =
  | ProviderSyncRequested
  | ProviderSyncCompleted
  | ProviderDirectorySynced
  | ProviderConnectionChanged
  | ProviderCredentialsReported;
export type ProviderConnection = z.infer<typeof connection>;
export type ProviderCredentials = ProviderCredentialsReported['data']['credentials'];
export type ProviderDirectory = ProviderDirectorySynced['data'];

export const PROVIDER_EVENTS = {
  ProviderSyncRequested: { schema: providerSyncRequestedData },
  ProviderSyncCompleted: { schema: providerSyncCompletedData, upcasters: [addMissingSkipped] },
  ProviderDirectorySynced: { schema: directoryData },
  ProviderConnectionChanged: { schema: providerConnectionChangedData },
  ProviderCredentialsReported: { schema: providerCredentialsReportedData },
} satisfies EventDefinitions<ProviderEvent>;

export const PROVIDER_EVENT_TYPES = [
  'ProviderSyncRequested',
  'ProviderSyncCompleted',
  'ProviderDirectorySynced',
  'ProviderConnectionChanged',
  'ProviderCredentialsReported',
] as const satisfies readonly ProviderEvent['type'][];

/** One stream per requested sync: its request and its completion. */
export const providerSyncStream = (syncId: string) => `provider-sync-${syncId}`;
/** The scheduled worklog syncs' completions: the last one's `to` is the cursor. */
export const PROVIDER_WORKLOGS_STREAM = 'provider-worklogs';
/**
 * The directory as each Sync Routine found it, before workspaces named their provider: the
 * worker's WORK_PROVIDER's, read while that provider's own stream is empty (D275).
 */
export const PROVIDER_DIRECTORY_STREAM = 'provider-directory';
/** One provider's spaces and people as each Sync Routine found them. */
export const providerDirectoryStream = (provider: WorkProviderName) =>
  `provider-directory-${provider}`;
/** Where a provider is reached (Settings' provider connections). */
export const providerConnectionStream = (provider: WorkProviderName) =>
  `provider-connection-${provider}`;
/** Which providers' tokens the worker holds, as it last reported. */
export const PROVIDER_CREDENTIALS_STREAM = 'provider-credentials';
/**
 * One workspace's worklog syncs at one provider space: the last one's `to` is its cursor, so
 * a workspace linked anew reads its first FIRST_SYNC_DAYS (D276).
 */
export const workspaceWorklogsStream = (workspaceId: string, providerSpaceKey: string) =>
  `provider-worklogs-${workspaceId}-${encodeURIComponent(providerSpaceKey)}`;
