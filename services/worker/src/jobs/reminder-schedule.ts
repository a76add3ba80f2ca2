import type { Queue } from 'bullmq';
import { z } from 'zod';
import { UnrecoverableError } from 'bullmq';
import {
  DAILY_REMINDERS_JOB,
  REMINDER_SCHEDULE_JOB,
  REMINDER_SUBJECTS,
  SETTINGS_STREAM,
  dailyReminderPattern,
  dailyReminderSchedulerId,
  reminderSchedulePayload,
  settingsDecider,
  type Settings,
} from '@teamledger/domain';
import { foldStream, type EventStore } from '@teamledger/eventstore';
import type { JobDeps, JobHandler } from './index.js';
import { scheduleTimesheetAutoLock } from './timesheet-auto-lock.js';
import { scheduleTimesheetReminders } from './timesheet-reminders.js';

/**
 * The settings as the log has them. The worker reads the stream, not the settings read
 * model: the reaction that asks for a re-schedule may run before that read model has
 * applied the change.
 */
export async function settingsFromLog(store: EventStore, defaultTimeZone: string) {
  return foldStream(settingsDecider(defaultTimeZone), await store.readStream(SETTINGS_STREAM));
}

/**
 * One BullMQ job scheduler per enabled reminder, at its time in the company time zone;
 * a disabled one has none. Upserting is idempotent, so running it twice changes nothing.
 */
export async function scheduleDailyReminders(queue: Queue, settings: Settings) {
  const schedule: Record<string, string | null> = {};
  for (const subject of REMINDER_SUBJECTS) {
    const rule = settings.reminderSchedule[subject];
    const id = dailyReminderSchedulerId(subject);
    if (!rule.enabled) {
      await queue.removeJobScheduler(id);
      schedule[subject] = null;
      continue;
    }
    await queue.upsertJobScheduler(
      id,
      { pattern: dailyReminderPattern(rule), tz: settings.companyTimeZone },
      { name: DAILY_REMINDERS_JOB, data: { subject } },
    );
    schedule[subject] = rule.time;
  }
  return schedule;
}

/** Settings changed (reaction.reminder-schedule): make the schedulers match them. */
export function reminderScheduleHandler({ store, queue, companyTimeZone }: JobDeps): JobHandler {
  return async (job) => {
    const payload = reminderSchedulePayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${REMINDER_SCHEDULE_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const settings = await settingsFromLog(store, companyTimeZone);
    // The automatic timesheet lock runs at the company's midnight: a new time zone moves it.
    await scheduleTimesheetAutoLock(queue, settings);
    const timesheetReminders = await scheduleTimesheetReminders(queue, settings);
    return { ...(await scheduleDailyReminders(queue, settings)), timesheetReminders };
  };
}
