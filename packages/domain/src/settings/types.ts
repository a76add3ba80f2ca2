/** A daily reminder: whether it is sent and at what local time (HH:MM, company time zone). */
export interface ReminderRule {
  enabled: boolean;
  time: string;
}

/** Company-wide settings (DESIGN.md decision 2). */
export interface Settings {
  hrEmail: string;
  /** The person who acts as HR in scoring; null until chosen. */
  hrUserId: string | null;
  companyTimeZone: string;
  reminderSchedule: {
    standupMissing: ReminderRule;
    hoursLog: ReminderRule;
    lessHours: ReminderRule & { minimumHours: number };
  };
}

export const defaultSettings = (companyTimeZone: string): Settings => ({
  hrEmail: '',
  hrUserId: null,
  companyTimeZone,
  reminderSchedule: {
    standupMissing: { enabled: false, time: '10:30' },
    hoursLog: { enabled: false, time: '18:30' },
    lessHours: { enabled: false, time: '19:00', minimumHours: 8 },
  },
});
