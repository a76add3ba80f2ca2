import type { IsoDate } from '../calendar/index.js';
import type { Role } from '../access/index.js';
import type { UserStatus } from '../users/index.js';
import type { ReminderFailed, ReminderRequested, ReminderSent } from './events.js';

export interface RequestReminder {
  type: 'RequestReminder';
  data: ReminderRequested['data'] & {
    /** The recipient as their own stream has them; null when there is no such person. */
    recipient: ReminderRecipient | null;
    /**
     * Whether the sender may remind anyone the reports list (an admin or a manager, and the
     * daily run); a lead may remind only the people they lead.
     */
    senderRemindsAnyone: boolean;
    /** The company-local date of now. */
    today: IsoDate;
  };
}

export interface ReminderRecipient {
  status: UserStatus;
  role: Role;
  /** Their lead 1-3. */
  leadIds: readonly string[];
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
