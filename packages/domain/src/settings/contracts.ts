import { z } from 'zod';
import { MAX_CORRECTION_WINDOW_WEEKS, ROLES } from '../access/index.js';
import { isValidTimeZone } from '../calendar/index.js';
import { LEAVE_APPROVERS, leavePoliciesSchema } from '../leaves/index.js';
import { MAX_TIMESHEET_AUTO_LOCK_DAYS, TIMESHEET_PERIOD_KINDS } from '../timesheets/index.js';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');
const reminderRule = { enabled: z.boolean(), time };
const minimumHours = z.number().min(1, 'At least 1 hour').max(12, 'At most 12 hours');
const fields = {
  hrEmail: z.email('Please Enter Valid Email!').max(254),
  hrUserId: z.uuid('Choose a person').nullable(),
  companyTimeZone: z.string().refine(isValidTimeZone, 'Choose a valid time zone'),
  correctionWindowWeeks: z
    .number({ error: 'Correction window must be a whole number of weeks' })
    .int('Correction window must be a whole number of weeks')
    .min(0, 'Correction window must be at least 0 weeks')
    .max(
      MAX_CORRECTION_WINDOW_WEEKS,
      `Correction window must be at most ${MAX_CORRECTION_WINDOW_WEEKS} weeks`,
    ),
  leaveApprover: z.enum(LEAVE_APPROVERS, { error: 'Choose Lead 1 or HR' }),
  twoFactorRoles: z
    .array(z.enum(ROLES, { error: 'Not a role' }))
    .max(ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Each role once'),
  leavePolicies: leavePoliciesSchema,
  overtimeCarryOverHours: z
    .number({ error: 'Carry-over must be a number of hours' })
    .min(0, 'Carry-over must be at least 0 hours')
    .max(10000, 'Carry-over must be at most 10000 hours')
    .multipleOf(0.25, 'Use quarter hours (0.25)')
    .nullable(),
  timesheetPeriod: z.enum(TIMESHEET_PERIOD_KINDS, { error: 'Choose week or month' }),
  timesheetAutoLockDays: z
    .number({ error: 'Automatic lock must be a whole number of working days' })
    .int('Automatic lock must be a whole number of working days')
    .min(0, 'Automatic lock must be at least 0 days (0: off)')
    .max(
      MAX_TIMESHEET_AUTO_LOCK_DAYS,
      `Automatic lock must be at most ${MAX_TIMESHEET_AUTO_LOCK_DAYS} working days`,
    ),
  timesheetReminders: z.object({
    submit: z.boolean({ error: 'Say whether people are reminded to submit' }),
    approve: z.boolean({ error: 'Say whether approvers get the digest' }),
    time,
  }),
};

/** PUT /api/settings (Admin only): unknown fields are refused, at every level. */
export const settingsSchema = z.strictObject({
  ...fields,
  /** Left out: kept as it is (clients older than the setting send none). */
  correctionWindowWeeks: fields.correctionWindowWeeks.optional(),
  leaveApprover: fields.leaveApprover.optional(),
  twoFactorRoles: fields.twoFactorRoles.optional(),
  leavePolicies: fields.leavePolicies.optional(),
  overtimeCarryOverHours: fields.overtimeCarryOverHours.optional(),
  timesheetPeriod: fields.timesheetPeriod.optional(),
  timesheetAutoLockDays: fields.timesheetAutoLockDays.optional(),
  timesheetReminders: z.strictObject(fields.timesheetReminders.shape).optional(),
  reminderSchedule: z.strictObject({
    standupMissing: z.strictObject(reminderRule),
    hoursLog: z.strictObject(reminderRule),
    lessHours: z.strictObject({ ...reminderRule, minimumHours }),
  }),
});
export type SettingsInput = z.infer<typeof settingsSchema>;

/** What GET /api/settings answers: the HR email may still be unset (''). */
export const settingsViewSchema = z.object({
  ...fields,
  hrEmail: z.string(),
  reminderSchedule: z.object({
    standupMissing: z.object(reminderRule),
    hoursLog: z.object(reminderRule),
    lessHours: z.object({ ...reminderRule, minimumHours }),
  }),
});
/** The settings GET and PUT /api/settings answer (single sign-on has its own: /api/settings/sso). */
export type SettingsView = z.infer<typeof settingsViewSchema>;
