import type { IsoDate } from '../calendar/index.js';
import type { LeaveApplied, LeaveNotificationSent } from './events.js';

export interface ApplyForLeave {
  type: 'ApplyForLeave';
  /** `today` is the company-local date of now. */
  data: LeaveApplied['data'] & { today: IsoDate };
}

/** The worker tells what it sent; `at` is when the mail server accepted the email. */
export interface RecordLeaveNotification {
  type: 'RecordLeaveNotification';
  data: LeaveNotificationSent['data'];
}

export type LeaveCommand = ApplyForLeave | RecordLeaveNotification;
