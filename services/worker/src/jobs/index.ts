import type { Job, Queue } from 'bullmq';
import type { EventStore } from '@teamledger/eventstore';
import type { Clock, Logger, Pool } from '@teamledger/platform';
import type { Mailer } from '../mail/mailer.js';
import {
  DAILY_REMINDERS_JOB,
  LEAD_DIGEST_JOB,
  LEAVE_DECISION_EMAIL_JOB,
  LEAVE_NOTIFICATION_JOB,
  PROVIDER_SYNC_JOB,
  REMINDER_EMAIL_JOB,
  REMINDER_SCHEDULE_JOB,
  SCORE_REMINDER_EMAIL_JOB,
  SECURITY_LINK_EMAIL_JOB,
  TIMESHEET_APPROVALS_DIGEST_JOB,
  TIMESHEET_AUTO_LOCK_JOB,
  TIMESHEET_REJECTION_EMAIL_JOB,
  TIMESHEET_REMINDER_EMAIL_JOB,
  TIMESHEET_REMINDERS_JOB,
  WORKLOG_SYNC_JOB,
  WORKSPACE_MILESTONE_SYNC_JOB,
} from '@teamledger/domain';
import { dailyRemindersHandler } from './daily-reminders.js';
import { leadDigestHandler } from './lead-digest.js';
import { leaveDecisionEmailHandler } from './leave-decision-email.js';
import { leaveNotificationHandler } from './leave-notification.js';
import {
  providerSyncHandler,
  worklogSyncHandler,
  workspaceMilestoneSyncHandler,
} from './provider-sync.js';
import type { ProviderSet } from '../provider/providers.js';
import { reminderEmailHandler } from './reminder-email.js';
import { reminderScheduleHandler } from './reminder-schedule.js';
import { scoreReminderEmailHandler } from './score-reminder-email.js';
import { securityLinkEmailHandler } from './security-link-email.js';
import { timesheetAutoLockHandler } from './timesheet-auto-lock.js';
import { timesheetRejectionEmailHandler } from './timesheet-rejection-email.js';
import {
  timesheetApprovalsDigestHandler,
  timesheetReminderEmailHandler,
} from './timesheet-reminder-emails.js';
import { timesheetRemindersHandler } from './timesheet-reminders.js';

/** A job handler must be safe to run twice: BullMQ retries after a crash or a stalled lock. */
export type JobHandler = (job: Job, token?: string) => Promise<unknown>;

/** What the provider sync jobs need besides the common deps. */
export interface ProviderJobDeps {
  /** The providers the worker can read, each workspace's own or the default (D275). */
  providers: ProviderSet;
  logger: Logger;
  /** Where a milestones sync for every workspace adds its children. */
  queue: Queue;
}

/** What handlers read and write through; one of each per worker process. */
export interface JobDeps {
  /** The read models, through the projector package's queries (never written here). */
  pool: Pool;
  /** Where handlers append what happened (DESIGN.md 2). */
  store: EventStore;
  mailer: Mailer;
  /** The job queue, for the daily run's digests and the reminder job schedulers. */
  queue: Queue;
  clock: Clock;
  /** COMPANY_TZ: the time zone until Settings name one. */
  companyTimeZone: string;
  /** SITE_URL: where the links in reminder emails open the app. */
  siteUrl: string;
  /** Left out where no provider is configured (tests of other jobs): no sync jobs then. */
  provider?: ProviderJobDeps;
}

/** Job name -> handler. Each job lives in its own file with its zod payload (STYLE.md 7). */
export function createJobHandlers(deps: JobDeps): Map<string, JobHandler> {
  const handlers = new Map<string, JobHandler>([
    [LEAVE_NOTIFICATION_JOB, leaveNotificationHandler(deps)],
    [LEAVE_DECISION_EMAIL_JOB, leaveDecisionEmailHandler(deps)],
    [REMINDER_EMAIL_JOB, reminderEmailHandler(deps)],
    [DAILY_REMINDERS_JOB, dailyRemindersHandler(deps)],
    [LEAD_DIGEST_JOB, leadDigestHandler(deps)],
    [REMINDER_SCHEDULE_JOB, reminderScheduleHandler(deps)],
    [SCORE_REMINDER_EMAIL_JOB, scoreReminderEmailHandler(deps)],
    [SECURITY_LINK_EMAIL_JOB, securityLinkEmailHandler(deps)],
    [TIMESHEET_REJECTION_EMAIL_JOB, timesheetRejectionEmailHandler(deps)],
    [TIMESHEET_AUTO_LOCK_JOB, timesheetAutoLockHandler(deps)],
    [TIMESHEET_REMINDERS_JOB, timesheetRemindersHandler(deps)],
    [TIMESHEET_REMINDER_EMAIL_JOB, timesheetReminderEmailHandler(deps)],
    [TIMESHEET_APPROVALS_DIGEST_JOB, timesheetApprovalsDigestHandler(deps)],
  ]);
  if (deps.provider) {
    const sync = { ...deps, ...deps.provider };
    handlers.set(PROVIDER_SYNC_JOB, providerSyncHandler(sync));
    handlers.set(WORKSPACE_MILESTONE_SYNC_JOB, workspaceMilestoneSyncHandler(sync));
    handlers.set(WORKLOG_SYNC_JOB, worklogSyncHandler(sync));
  }
  return handlers;
}
