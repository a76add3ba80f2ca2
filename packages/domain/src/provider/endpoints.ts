import { z } from 'zod';
import { ADMIN_ROLES, SETTINGS_ROLES, allow } from '../access/index.js';
import { WORK_PROVIDERS, endpoint, errorResponses } from '../shared/index.js';
import { singleLineText } from '../schemas/index.js';

export const JOB_STATES = [
  'queued',
  'waiting',
  'waiting-children',
  'delayed',
  'prioritized',
  'active',
  'completed',
  'failed',
] as const;

/** A provider record a sync left out, and why. */
export const skippedRecordSchema = z.object({ record: z.string(), reason: z.string() });

/** What a completed provider sync answers as its job's result (the worker's return value). */
export const syncJobResultSchema = z.object({
  counts: z.record(z.string(), z.number()),
  skipped: z.array(skippedRecordSchema),
});

export const WORKSPACE_SYNC_STATES = [
  'waiting',
  'syncing',
  'done',
  'failed',
  'no-credential',
] as const;

/** One workspace's part of a running Sync Routine (D278). */
export const workspaceSyncProgressSchema = z.object({
  workspaceId: z.string(),
  name: z.string(),
  provider: z.enum(WORK_PROVIDERS),
  state: z.enum(WORKSPACE_SYNC_STATES),
  /** Provider records read so far (worklogs, timelogs, tasks). */
  records: z.number().int().min(0),
  /** Hours entries added so far. */
  added: z.number().int().min(0),
  /** Why it failed or was left out; null otherwise. */
  reason: z.string().nullable(),
});
export type WorkspaceSyncProgress = z.infer<typeof workspaceSyncProgressSchema>;

/** What a sync job reports as its progress: a percentage and, for the routine, its workspaces. */
export const syncProgressSchema = z.object({
  percent: z.number().min(0).max(100),
  workspaces: z.array(workspaceSyncProgressSchema),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

/** A background job as GET /api/jobs/:id shows it: its state and progress (0-100). */
export const jobStatusSchema = z.object({
  id: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.number().min(0).max(100),
  /** Why it failed, when it did. */
  failure: z.string().nullable(),
  /**
   * A completed sync's provider records left out: how many, and the first of them with
   * their reasons. null for other jobs and before completion.
   */
  skipped: z
    .object({ count: z.number().int().min(0), records: z.array(skippedRecordSchema) })
    .nullable(),
  /** What a completed sync brought in, by name (added, existing, skipped); null otherwise. */
  counts: z.record(z.string(), z.number()).nullable(),
  /** A Sync Routine's workspaces, each with its provider and how far it got; [] otherwise. */
  workspaces: z.array(workspaceSyncProgressSchema),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** A started sync answers the id of the job that runs it. */
export const startedJobSchema = z.object({ jobId: z.string() });

/**
 * The ids the api gives out: a job's purpose and the id of the event that asked for it
 * (reactionJobId). Anything else, such as the queue's own keys ('meta', 'events', 'id'),
 * is refused before the queue is asked.
 */
const jobParams = z.object({
  id: z
    .string()
    .max(200)
    .regex(
      /^[a-z]+(-[a-z]+)*-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'Not a job id',
    ),
});

export const jobEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/jobs/:id',
    tags: ['sync'],
    summary: 'The state and progress (0-100) of a background job, e.g. a provider sync',
    params: jobParams,
    responses: { 200: z.object({ job: jobStatusSchema }), ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES }),
  }),
};

/** PUT /api/provider/connections/:provider: where the worker reaches a provider, as whom. */
export const providerConnectionInputSchema = z.strictObject({
  baseUrl: singleLineText({ required: 'Base URL is required.', max: 300 }).refine(
    (value) => z.url({ protocol: /^https?$/ }).safeParse(value).success,
    'Enter the address starting with https:// (or http://).',
  ),
  /** The Jira account's email; empty for Assembla and GitLab, whose tokens say who. */
  account: singleLineText({ max: 200 }).default(''),
});
export type ProviderConnectionInput = z.input<typeof providerConnectionInputSchema>;

export const providerConnectionSchema = z.object({
  provider: z.enum(WORK_PROVIDERS),
  /** As set in Settings, else the worker's environment default (setInSettings false). */
  baseUrl: z.string(),
  account: z.string(),
  setInSettings: z.boolean(),
  /** Whether the worker's environment holds its token; null before a worker reported. */
  workerHasCredential: z.boolean().nullable(),
});
export type ProviderConnectionView = z.infer<typeof providerConnectionSchema>;

export const providerConnectionListSchema = z.object({
  /** The worker's WORK_PROVIDER: the provider of workspaces that name none. */
  defaultProvider: z.enum(WORK_PROVIDERS),
  connections: z.array(providerConnectionSchema),
});
export type ProviderConnectionList = z.infer<typeof providerConnectionListSchema>;

const providerParams = z.object({
  provider: z.enum(WORK_PROVIDERS, { error: 'Choose assembla, jira or gitlab.' }),
});

/** Settings' provider connections: who may change Settings; no token is ever sent or taken. */
export const providerEndpoints = {
  connections: endpoint({
    method: 'GET',
    path: '/api/provider/connections',
    tags: ['sync'],
    summary:
      "Each provider's base URL and account, and whether the worker's environment holds its token",
    responses: { 200: providerConnectionListSchema, ...errorResponses(401, 403) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
  setConnection: endpoint({
    method: 'PUT',
    path: '/api/provider/connections/:provider',
    tags: ['sync'],
    summary: "Set a provider's base URL and account (its token stays in the worker's environment)",
    params: providerParams,
    body: providerConnectionInputSchema,
    responses: { 200: providerConnectionSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
};
