import { z } from 'zod';
import { ADMIN_ROLES, allow } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';

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
