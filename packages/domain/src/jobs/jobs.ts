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

export const SCORE_REMINDER_EMAIL_JOB = 'score-reminder-email';
/** Emails one score reminder to a lead; user and month name the score's stream. */
export const scoreReminderEmailPayload = z.object({
  reminderId: z.uuid(),
  userId: z.uuid(),
  month: z.string(),
});
export type ScoreReminderEmailPayload = z.infer<typeof scoreReminderEmailPayload>;

/** Every job name with the schema of its payload. */
export const jobPayloadSchemas = {
  [LEAVE_NOTIFICATION_JOB]: leaveNotificationPayload,
  [REMINDER_EMAIL_JOB]: reminderEmailPayload,
  [SCORE_REMINDER_EMAIL_JOB]: scoreReminderEmailPayload,
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
