import { z } from 'zod';
import { isoDateSchema } from '../schemas/index.js';
import { REMINDER_SUBJECTS, type ReminderSubject } from './events.js';

/** SPEC.md 2's subjects, as the modal offers them and the email's subject line says. */
export const REMINDER_SUBJECT_LABELS: Record<ReminderSubject, string> = {
  hoursLog: 'Hours log reminder',
  standupMissing: 'Standup missing reminder',
  lessHours: 'Less hours reminder',
};

/** SPEC.md 5: the subject of a reminder email is required. */
export const REMINDER_SUBJECT_REQUIRED = 'Please select a subject!';

/** The Reminder Email modal's one field. */
export const reminderSubjectSchema = z.strictObject({
  subject: z.enum(REMINDER_SUBJECTS, { error: REMINDER_SUBJECT_REQUIRED }),
});
export type ReminderSubjectInput = z.input<typeof reminderSubjectSchema>;

/** POST /api/reminders: who gets it, the subject, and the day it is about (optional). */
export const reminderRequestSchema = reminderSubjectSchema.extend({
  userId: z.uuid({ error: 'Not a user id' }),
  date: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
});
export type ReminderRequest = z.input<typeof reminderRequestSchema>;

export const REMINDER_STATES = ['queued', 'sent', 'failed'] as const;

/** One reminder and how far it got: queued for the worker, sent, or failed for good. */
export const reminderSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  subject: z.enum(REMINDER_SUBJECTS),
  date: z.string().nullable(),
  state: z.enum(REMINDER_STATES),
  requestedAt: z.string(),
  /** When the mail server accepted the email; null until then. */
  sentAt: z.string().nullable(),
  /** Why it failed for good; null unless it did. */
  failure: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderAnswerSchema = z.object({ reminder: reminderSchema });
export type ReminderAnswer = z.infer<typeof reminderAnswerSchema>;
