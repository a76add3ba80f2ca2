import { z } from 'zod';
import { DEFAULT_CORRECTION_WINDOW_WEEKS, ROLES } from '../access/index.js';
import {
  DEFAULT_LEAVE_APPROVER,
  DEFAULT_LEAVE_POLICIES,
  LEAVE_APPROVERS,
  LEAVE_GRANTS,
  LEAVE_TYPES,
} from '../leaves/index.js';
import { defaultSsoSettings, storedSsoSettingsSchema } from '../sso/index.js';
import {
  DEFAULT_TIMESHEET_AUTO_LOCK_DAYS,
  DEFAULT_TIMESHEET_PERIOD,
  DEFAULT_TIMESHEET_REMINDERS,
  TIMESHEET_PERIOD_KINDS,
} from '../timesheets/index.js';

/** A daily reminder: whether it is sent and at what local time (HH:MM, company time zone). */
const reminderRule = z.object({ enabled: z.boolean(), time: z.string() });
export type ReminderRule = z.infer<typeof reminderRule>;

/**
 * Company-wide settings (DESIGN.md decision 2), as events record them. The PUT contract
 * (settingsSchema) adds the rules a person's input must follow.
 */
export const storedSettingsSchema = z.object({
  hrEmail: z.string(),
  /** The person who acts as HR in scoring; null until chosen. */
  hrUserId: z.string().nullable(),
  companyTimeZone: z.string(),
  /**
   * Weeks after an entry's week during which its owner may still correct it (DESIGN.md
   * 6.13); 1, the default, is the end of the following week.
   */
  correctionWindowWeeks: z.number(),
  /** Who approves a person's leave: their Lead 1 (HR when they have none), or HR. */
  leaveApprover: z.enum(LEAVE_APPROVERS),
  /** Roles whose people must sign in with two-factor (issue 31); none by default. */
  twoFactorRoles: z.array(z.enum(ROLES)),
  /** Each leave type's allowance, grant, carry-over and whether it may go negative. */
  leavePolicies: z.record(
    z.enum(LEAVE_TYPES),
    z.object({
      yearlyDays: z.number(),
      grant: z.enum(LEAVE_GRANTS),
      carryOverDays: z.number(),
      carryOverExpires: z.string().nullable(),
      allowNegative: z.boolean(),
    }),
  ),
  /** Overtime hours that move into the next year at most (DESIGN.md 6.14); null: all. */
  overtimeCarryOverHours: z.number().nullable(),
  /** How long a timesheet period runs: a week or a month (DESIGN.md 6.14). */
  timesheetPeriod: z.enum(TIMESHEET_PERIOD_KINDS),
  /** Working days after its end an open period locks itself; 0: never. */
  timesheetAutoLockDays: z.number(),
  /**
   * Reminders to submit a period and the approvers' digest of what waits (D296-D298), sent on
   * working days at `time` (company time zone); both off by default.
   */
  timesheetReminders: z.object({ submit: z.boolean(), approve: z.boolean(), time: z.string() }),
  reminderSchedule: z.object({
    standupMissing: reminderRule,
    hoursLog: reminderRule,
    lessHours: reminderRule.extend({ minimumHours: z.number() }),
  }),
  /** Single sign-on (PUT /api/settings/sso); older logs have none: the defaults. */
  sso: storedSsoSettingsSchema,
});
export type Settings = z.infer<typeof storedSettingsSchema>;

export const defaultSettings = (companyTimeZone: string): Settings => ({
  hrEmail: '',
  hrUserId: null,
  companyTimeZone,
  correctionWindowWeeks: DEFAULT_CORRECTION_WINDOW_WEEKS,
  leaveApprover: DEFAULT_LEAVE_APPROVER,
  twoFactorRoles: [],
  leavePolicies: DEFAULT_LEAVE_POLICIES,
  overtimeCarryOverHours: null,
  timesheetPeriod: DEFAULT_TIMESHEET_PERIOD,
  timesheetAutoLockDays: DEFAULT_TIMESHEET_AUTO_LOCK_DAYS,
  timesheetReminders: DEFAULT_TIMESHEET_REMINDERS,
  reminderSchedule: {
    standupMissing: { enabled: false, time: '10:30' },
    hoursLog: { enabled: false, time: '18:30' },
    lessHours: { enabled: false, time: '19:00', minimumHours: 8 },
  },
  sso: defaultSsoSettings,
});
