import type { IsoDate } from '../calendar/index.js';
import type { UserStatus } from '../users/index.js';
import type { ReminderFailed, ReminderRequested, ReminderSent } from './events.js';

export interface RequestReminder {
  type: 'RequestReminder';
  data: ReminderRequested['data'] & {
    /** The recipient's status from their own stream; null when there is no such person. */
    recipientStatus: UserStatus | null;
    /** The company-local date of now. */
    today: IsoDate;
  };
}

/** The worker tells what it sent; `at` is when the mail server accepted the email. */
export interface RecordReminderSent {
  type: 'RecordReminderSent';
  data: ReminderSent['data'];
}

/** The worker gave up sending (a refusal no retry can fix, or its last attempt failed). */
export interface RecordReminderFailed {
  type: 'RecordReminderFailed';
  data: ReminderFailed['data'];
}

export type ReminderCommand = RequestReminder | RecordReminderSent | RecordReminderFailed;
