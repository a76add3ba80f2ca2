import { ROLES_IN_REPORTS } from '../reports/index.js';
import { assertNever, forbidden, invalid, notFound, ruleViolation } from '../shared/index.js';
import type { ReminderCommand } from './commands.js';
import type { ReminderEvent } from './events.js';
import type { RemindersState } from './evolve.js';

export const REMINDER_RECIPIENT_INACTIVE = 'Reminders go to active people only.';
export const REMINDER_DATE_FUTURE = 'The day of a reminder cannot be after today.';
export const REMINDER_RECIPIENT_UNLISTED = 'Reminders go only to people the reports list.';
export const REMINDER_RECIPIENT_NOT_LED = 'You can send reminders only to the people you lead.';

/**
 * One reminder per person, subject and day (issue 27): the reminder's id is derived from
 * them (the API and the daily run derive it alike), so asking again finds the first one and
 * records nothing; whoever asked gets that first reminder as the answer.
 */
export const reminderIdName = (subject: string, day: string, userId: string) =>
  `${subject}/${day}/${userId}`;
/** The UUID v5 namespace of reminder ids (uuidV5(reminderIdName(...), this)). */
export const REMINDER_ID_NAMESPACE = '9d3b6a1e-5c2f-4e8a-b7d1-0f4c2e6a8b3d';

export function decideReminders(command: ReminderCommand, state: RemindersState): ReminderEvent[] {
  switch (command.type) {
    case 'RequestReminder': {
      const { recipient, senderRemindsAnyone, today, ...requested } = command.data;
      if (recipient === null) throw notFound('User');
      if (!senderRemindsAnyone && !recipient.leadIds.includes(requested.requestedBy)) {
        throw forbidden(REMINDER_RECIPIENT_NOT_LED);
      }
      // A Client never signs in, an Admin runs the company: neither is a report's row.
      if (!ROLES_IN_REPORTS.includes(recipient.role)) {
        throw ruleViolation('reminder_recipient_unlisted', REMINDER_RECIPIENT_UNLISTED);
      }
      if (recipient.status !== 'active') {
        throw ruleViolation('reminder_recipient_inactive', REMINDER_RECIPIENT_INACTIVE);
      }
      if (requested.date !== null && requested.date > today) {
        throw invalid('reminder_date_future', REMINDER_DATE_FUTURE, {
          date: REMINDER_DATE_FUTURE,
        });
      }
      if (state.reminders[requested.reminderId] !== undefined) return [];
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
