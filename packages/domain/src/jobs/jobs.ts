import { z } from 'zod';

/**
 * Background jobs: their names and payloads are a contract between the reactors that
 * request them (projector) and the handlers that run them (worker). Jobs carry ids, never
 * personal data (STYLE.md 7): BullMQ keeps payloads in Redis in clear text.
 */
export const LEAVE_NOTIFICATION_JOB = 'leave-notification';
/** Emails HR about one leave application. */
export const leaveNotificationPayload = z.object({ leaveId: z.uuid() });
export type LeaveNotificationPayload = z.infer<typeof leaveNotificationPayload>;

export const REMINDER_EMAIL_JOB = 'reminder-email';
/** Emails one reminder to the person it is for; the user id names the reminder's stream. */
export const reminderEmailPayload = z.object({ reminderId: z.uuid(), userId: z.uuid() });
export type ReminderEmailPayload = z.infer<typeof reminderEmailPayload>;

export const PROVIDER_SYNC_JOB = 'provider-sync';
/** Runs one requested provider sync (Sync Routine, Sync Milestones); the id names its stream. */
export const providerSyncPayload = z.object({ syncId: z.uuid() });
export type ProviderSyncPayload = z.infer<typeof providerSyncPayload>;

export const WORKSPACE_MILESTONE_SYNC_JOB = 'workspace-milestone-sync';
/** One provider workspace's milestones: a child of a milestones sync for every workspace. */
export const workspaceMilestoneSyncPayload = z.object({ workspaceId: z.uuid() });
export type WorkspaceMilestoneSyncPayload = z.infer<typeof workspaceMilestoneSyncPayload>;

export const WORKLOG_SYNC_JOB = 'worklog-sync';
/** The scheduled incremental worklog sync: it reads its cursor from the log, so no payload. */
export const worklogSyncPayload = z.object({});

/** Every job name with the schema of its payload. */
export const jobPayloadSchemas = {
  [LEAVE_NOTIFICATION_JOB]: leaveNotificationPayload,
  [REMINDER_EMAIL_JOB]: reminderEmailPayload,
  [PROVIDER_SYNC_JOB]: providerSyncPayload,
  [WORKSPACE_MILESTONE_SYNC_JOB]: workspaceMilestoneSyncPayload,
  [WORKLOG_SYNC_JOB]: worklogSyncPayload,
} as const;

export type JobName = keyof typeof jobPayloadSchemas;

/** One job a reaction asks for. */
export interface JobRequest<Name extends JobName = JobName> {
  name: Name;
  payload: z.infer<(typeof jobPayloadSchemas)[Name]>;
  /**
   * Deterministic: the id of the causing event plus the job's purpose, so seeing the
   * same event twice (a replay, a redelivered batch) asks for the same job, not a second.
   */
  jobId: string;
}

/** What a reaction sees of a stored event. */
export interface ReactedEvent {
  id: string;
  type: string;
  data: unknown;
}

/**
 * Turns events into jobs, purely. The projector runs each reaction like a read model
 * (checkpointed, from the log), and records the jobs it asks for in the same transaction
 * as its checkpoint; the worker then enqueues and runs them.
 */
export interface Reaction {
  /** Unique and stable: it names the reaction's checkpoint. */
  readonly name: string;
  readonly handles: readonly string[];
  react(event: ReactedEvent): JobRequest[];
}

/** A job id BullMQ accepts (no ':'), from the causing event and the job's purpose. */
export const reactionJobId = (eventId: string, purpose: JobName) => `${purpose}-${eventId}`;
