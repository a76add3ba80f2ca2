import { z } from 'zod';
import type { ReminderSubject } from '../reminders/index.js';
import type { DomainEventShape } from '../shared/index.js';

/**
 * Background jobs: their names and payloads are a contract between the reactors that
 * request them (projector) and the handlers that run them (worker). Jobs carry ids, never
 * personal data (STYLE.md 7): BullMQ keeps payloads in Redis in clear text.
 */
export const LEAVE_NOTIFICATION_JOB = 'leave-notification';
/** Emails the approver (Lead 1 or HR, as Settings say) about one leave application. */
export const leaveNotificationPayload = z.object({ leaveId: z.uuid() });
export type LeaveNotificationPayload = z.infer<typeof leaveNotificationPayload>;

export const LEAVE_DECISION_EMAIL_JOB = 'leave-decision-email';
/** Emails one step of a leave (approved, rejected, cancelled); the event id names the step. */
export const leaveDecisionEmailPayload = z.object({ leaveId: z.uuid(), eventId: z.uuid() });
export type LeaveDecisionEmailPayload = z.infer<typeof leaveDecisionEmailPayload>;

export const REMINDER_EMAIL_JOB = 'reminder-email';
/** Emails one reminder to the person it is for; the user id names the reminder's stream. */
export const reminderEmailPayload = z.object({ reminderId: z.uuid(), userId: z.uuid() });
export type ReminderEmailPayload = z.infer<typeof reminderEmailPayload>;

// The daily reminder run (reminders/daily.ts): one job per subject at its Settings time.
// Spelled out: reminders/ imports jobs/ for its reaction, so a value import would be a cycle.
const reminderSubject = z.enum([
  'hoursLog',
  'standupMissing',
  'lessHours',
] as const satisfies readonly ReminderSubject[]);

export const DAILY_REMINDERS_JOB = 'daily-reminders';
/** Finds who missed the subject's rule today and asks for their reminders. */
export const dailyRemindersPayload = z.object({ subject: reminderSubject });
export type DailyRemindersPayload = z.infer<typeof dailyRemindersPayload>;

export const LEAD_DIGEST_JOB = 'lead-digest';
/** Emails one lead the people of theirs a daily run reminded. */
export const leadDigestPayload = z.object({
  leadId: z.uuid(),
  subject: reminderSubject,
  date: z.iso.date(),
  userIds: z.array(z.uuid()).min(1),
});
export type LeadDigestPayload = z.infer<typeof leadDigestPayload>;

export const REMINDER_SCHEDULE_JOB = 'reminder-schedule';
/** Makes the daily runs' job schedulers match the settings in the log. */
export const reminderSchedulePayload = z.object({});
export const SCORE_REMINDER_EMAIL_JOB = 'score-reminder-email';
/** Emails one score reminder to a lead; user and month name the score's stream. */
export const scoreReminderEmailPayload = z.object({
  reminderId: z.uuid(),
  userId: z.uuid(),
  month: z.string(),
});
export type ScoreReminderEmailPayload = z.infer<typeof scoreReminderEmailPayload>;
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

export const SECURITY_LINK_EMAIL_JOB = 'security-link-email';
/** Emails one invitation or password reset link; the user id names the person's stream. */
export const securityLinkEmailPayload = z.object({ userId: z.uuid(), linkId: z.uuid() });
export type SecurityLinkEmailPayload = z.infer<typeof securityLinkEmailPayload>;

export const TIMESHEET_REJECTION_EMAIL_JOB = 'timesheet-rejection-email';
/** Emails a rejected period's note to its person; person and period name the stream. */
export const timesheetRejectionEmailPayload = z.object({
  userId: z.uuid(),
  period: z.string().max(8),
  eventId: z.uuid(),
});
export type TimesheetRejectionEmailPayload = z.infer<typeof timesheetRejectionEmailPayload>;

export const TIMESHEET_AUTO_LOCK_JOB = 'timesheet-auto-lock';
/** The daily run locking periods left open too long: it reads everything it needs. */
export const timesheetAutoLockPayload = z.object({});

export const TIMESHEET_REMINDERS_JOB = 'timesheet-reminders';
/** The working-day run of the timesheet reminders (D296, D297): it reads everything it needs. */
export const timesheetRemindersPayload = z.object({});

const isoDate = z.iso.date();
const periodKey = z.string().max(8);

export const TIMESHEET_REMINDER_EMAIL_JOB = 'timesheet-reminder-email';
/** Reminds one person to submit one period; person and period name the stream. */
export const timesheetReminderEmailPayload = z.object({
  userId: z.uuid(),
  period: periodKey,
  // Spelled out: timesheets/ imports jobs/ for its reaction, so a value import would be a cycle.
  reminder: z.enum(['ended', 'lastCall']),
  /** The run's company-local day. */
  date: isoDate,
  /** The last day before the automatic lock, when it locks by itself. */
  submitBy: isoDate.nullable(),
});
export type TimesheetReminderEmailPayload = z.infer<typeof timesheetReminderEmailPayload>;

export const TIMESHEET_APPROVALS_DIGEST_JOB = 'timesheet-approvals-digest';
/** Emails one approver the submitted periods waiting for them; each is read again first. */
export const timesheetApprovalsDigestPayload = z.object({
  approverId: z.uuid(),
  date: isoDate,
  periods: z.array(z.object({ userId: z.uuid(), period: periodKey })).min(1),
});
export type TimesheetApprovalsDigestPayload = z.infer<typeof timesheetApprovalsDigestPayload>;

/** Every job name with the schema of its payload. */
export const jobPayloadSchemas = {
  [LEAVE_NOTIFICATION_JOB]: leaveNotificationPayload,
  [LEAVE_DECISION_EMAIL_JOB]: leaveDecisionEmailPayload,
  [REMINDER_EMAIL_JOB]: reminderEmailPayload,
  [DAILY_REMINDERS_JOB]: dailyRemindersPayload,
  [LEAD_DIGEST_JOB]: leadDigestPayload,
  [REMINDER_SCHEDULE_JOB]: reminderSchedulePayload,
  [SCORE_REMINDER_EMAIL_JOB]: scoreReminderEmailPayload,
  [PROVIDER_SYNC_JOB]: providerSyncPayload,
  [WORKSPACE_MILESTONE_SYNC_JOB]: workspaceMilestoneSyncPayload,
  [WORKLOG_SYNC_JOB]: worklogSyncPayload,
  [SECURITY_LINK_EMAIL_JOB]: securityLinkEmailPayload,
  [TIMESHEET_REJECTION_EMAIL_JOB]: timesheetRejectionEmailPayload,
  [TIMESHEET_AUTO_LOCK_JOB]: timesheetAutoLockPayload,
  [TIMESHEET_REMINDERS_JOB]: timesheetRemindersPayload,
  [TIMESHEET_REMINDER_EMAIL_JOB]: timesheetReminderEmailPayload,
  [TIMESHEET_APPROVALS_DIGEST_JOB]: timesheetApprovalsDigestPayload,
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

/** What a reaction sees of a stored event: its id and the event, parsed (parseEvent). */
export type ReactedEvent<Event extends DomainEventShape = DomainEventShape> = Event & {
  id: string;
  /**
   * Who wrote it (the store's metadata): a person through the api, the provider sync, or the
   * system itself (the demo seed, a migration) writing history that nobody did just now.
   */
  source: 'web' | 'provider' | 'system';
};

/**
 * Turns events into jobs, purely. The projector runs each reaction like a read model
 * (checkpointed, from the log), parses each handled event with the registry before react()
 * sees it, and records the jobs it asks for in the same transaction as its checkpoint; the
 * worker then enqueues and runs them. `Event` is the union of the events it handles.
 */
export interface Reaction<Event extends DomainEventShape = DomainEventShape> {
  /** Unique and stable: it names the reaction's checkpoint. */
  readonly name: string;
  readonly handles: readonly Event['type'][];
  react(event: ReactedEvent<Event>): JobRequest[];
}

/** A job id BullMQ accepts (no ':'), from the causing event and the job's purpose. */
export const reactionJobId = (eventId: string, purpose: JobName) => `${purpose}-${eventId}`;
