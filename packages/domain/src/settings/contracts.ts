import { z } from 'zod';
import { isValidTimeZone } from '../calendar/index.js';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');
const reminderRule = z.object({ enabled: z.boolean(), time });

/** GET and PUT /api/settings (Admin only). */
export const settingsSchema = z.object({
  hrEmail: z.email('Please Enter Valid Email!').max(254),
  hrUserId: z.uuid('Choose a person').nullable(),
  companyTimeZone: z.string().refine(isValidTimeZone, 'Choose a valid time zone'),
  reminderSchedule: z.object({
    standupMissing: reminderRule,
    hoursLog: reminderRule,
    lessHours: reminderRule.extend({
      minimumHours: z.number().min(1, 'At least 1 hour').max(12, 'At most 12 hours'),
    }),
  }),
});
export type SettingsInput = z.infer<typeof settingsSchema>;

/** What GET /api/settings answers: the HR email may still be unset (''). */
export const settingsViewSchema = settingsSchema.extend({ hrEmail: z.string() });
