import { assertNever, conflict, invalid, notFound, ruleViolation } from '../shared/index.js';
import type { ReminderCommand } from './commands.js';
import type { ReminderEvent } from './events.js';
import type { RemindersState } from './evolve.js';

export const REMINDER_RECIPIENT_INACTIVE = 'Reminders go to active people only.';
export const REMINDER_DATE_FUTURE = 'The day of a reminder cannot be after today.';

export function decideReminders(command: ReminderCommand, state: RemindersState): ReminderEvent[] {
  switch (command.type) {
    case 'RequestReminder': {
      const { recipientStatus, today, ...requested } = command.data;
      if (recipientStatus === null) throw notFound('User');
      if (recipientStatus !== 'active') {
        throw ruleViolation('reminder_recipient_inactive', REMINDER_RECIPIENT_INACTIVE);
      }
      if (requested.date !== null && requested.date > today) {
        throw invalid('reminder_date_future', REMINDER_DATE_FUTURE, {
          date: REMINDER_DATE_FUTURE,
        });
      }
      if (state.reminders[requested.reminderId] !== undefined) {
        throw conflict('reminder_exists', 'This reminder is requested already.');
      }
      return [{ type: 'ReminderRequested', data: requested }];
    }
    case 'RecordReminderSent': {
      const current = state.reminders[command.data.reminderId];
      if (current === undefined) throw notFound('Reminder');
      // A job that runs again after its send was recorded changes nothing. A reminder
      // given up on may still go out when an admin retries its job at /admin/queues.
      if (current === 'sent') return [];
      return [{ type: 'ReminderSent', data: command.data }];
    }
    case 'RecordReminderFailed': {
      const current = state.reminders[command.data.reminderId];
      if (current === undefined) throw notFound('Reminder');
      if (current !== 'queued') return [];
      return [{ type: 'ReminderFailed', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}
