import { REMINDER_SCHEDULE_JOB, reactionJobId, type Reaction } from '../jobs/index.js';
import type { SettingsChanged } from './events.js';

/**
 * A change of the reminder times (the timesheet reminders' too) or of the company time zone
 * re-schedules the daily reminder runs; the worker reads the settings from the log when the job runs.
 */
export const reminderScheduleReaction: Reaction<SettingsChanged> = {
  name: 'reaction.reminder-schedule',
  handles: ['SettingsChanged'],
  react(event) {
    const { changes } = event.data;
    if (
      changes.reminderSchedule === undefined &&
      changes.timesheetReminders === undefined &&
      changes.companyTimeZone === undefined
    ) {
      return [];
    }
    return [
      {
        name: REMINDER_SCHEDULE_JOB,
        payload: {},
        jobId: reactionJobId(event.id, REMINDER_SCHEDULE_JOB),
      },
    ];
  },
};
