import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

/** The reminders of SPEC.md 2's Reminder Email modal, as the events and the API name them. */
export const REMINDER_SUBJECTS = ['hoursLog', 'standupMissing', 'lessHours'] as const;
export type ReminderSubject = (typeof REMINDER_SUBJECTS)[number];

const reminderRequestedData = z.object({
  reminderId: z.string(),
  /** The person the email goes to. */
  userId: z.string(),
  subject: z.enum(REMINDER_SUBJECTS),
  /** The company-local day the reminder is about (a report row's day); null for none. */
  date: z.string().nullable(),
  /** Who asked for it (an admin or a lead). */
  requestedBy: z.string(),
});

const reminderSentData = z.object({
  reminderId: z.string(),
  /** The address the email went to. */
  to: z.string(),
  /** When the mail server accepted the email, ISO UTC. */
  at: z.string(),
});

const reminderFailedData = z.object({
  reminderId: z.string(),
  /** Why no email went out, as the person who asked for it reads it. */
  reason: z.string(),
  at: z.string(),
});

/** An admin or a lead asked for a reminder email to a person; the worker sends it. */
export interface ReminderRequested {
  type: 'ReminderRequested';
  data: z.infer<typeof reminderRequestedData>;
}

/** The reminder email was accepted by the mail server (the worker records it, so it goes once). */
export interface ReminderSent {
  type: 'ReminderSent';
  data: z.infer<typeof reminderSentData>;
}

/** The reminder email could not be sent and the worker gave up on it. */
export interface ReminderFailed {
  type: 'ReminderFailed';
  data: z.infer<typeof reminderFailedData>;
}

export type ReminderEvent = ReminderRequested | ReminderSent | ReminderFailed;

export const REMINDER_EVENTS = {
  ReminderRequested: { schema: reminderRequestedData },
  ReminderSent: { schema: reminderSentData },
  ReminderFailed: { schema: reminderFailedData },
} satisfies EventDefinitions<ReminderEvent>;

export const REMINDER_EVENT_TYPES = [
  'ReminderRequested',
  'ReminderSent',
  'ReminderFailed',
] as const satisfies readonly ReminderEvent['type'][];

/** DESIGN.md section 4: one stream of reminders per person they go to. */
export const reminderStream = (userId: string) => `reminders-${userId}`;
