import { FULL_DAY_HOURS, type IsoDate } from '../calendar/index.js';
import { formatDay } from '../calendar/index.js';
import { missesRule, type DailyRunDay } from './daily.js';
import type { ReminderSubject } from './events.js';

/** The screen that fixes what each reminder is about: its link in the email. */
export const REMINDER_FORM_PATHS: Record<ReminderSubject, string> = {
  standupMissing: '/AddStandup',
  hoursLog: '/AddHoursLog',
  lessHours: '/AddHoursLog',
};

/** Where a lead scores the people they lead: the link of a score reminder. */
export const SCORE_REMINDER_PATH = '/scores_lead';

/** An absolute link into the app: `path` under the site URL people open the app at. */
export const appLink = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

/**
 * The subject that fits a person's day, as the Login/Hours Report shows it: no standup, then
 * no hours, then fewer than a full day's hours; null when the day breaks no rule.
 */
export function fittingReminderSubject(day: DailyRunDay): ReminderSubject | null {
  return (
    REMINDER_SUBJECTS_BY_PRIORITY.find((subject) => missesRule(subject, day, FULL_DAY_HOURS)) ??
    null
  );
}

const REMINDER_SUBJECTS_BY_PRIORITY: readonly ReminderSubject[] = [
  'standupMissing',
  'hoursLog',
  'lessHours',
];

const FITS_NOT: Record<ReminderSubject, string> = {
  standupMissing: 'already posted a standup that day',
  hoursLog: 'already logged hours that day',
  lessHours: `logged no hours, or a full day (${FULL_DAY_HOURS} h) or more, that day`,
};

/** Why `subject` does not fit the person's day ("Ada Lovelace already ..."); null when it does. */
export function reminderSubjectMismatch(
  subject: ReminderSubject,
  day: DailyRunDay,
  name: string,
): string | null {
  return missesRule(subject, day, FULL_DAY_HOURS) ? null : `${name} ${FITS_NOT[subject]}.`;
}

const onDay = (date: IsoDate | null) => (date === null ? '' : ` for ${formatDay(date)}`);

const REQUESTS: Record<ReminderSubject, (day: string) => string> = {
  hoursLog: (day) => `Please log your hours${day} in Teamledger.`,
  standupMissing: (day) => `Your standup${day} is missing. Please add it in Teamledger.`,
  lessHours: (day) =>
    `The hours you logged${day} are fewer than a full working day. Please log the rest of your hours in Teamledger.`,
};

const LINK_TEXTS: Record<ReminderSubject, string> = {
  standupMissing: 'Add your standup',
  hoursLog: 'Log your hours',
  lessHours: 'Log your hours',
};

export interface ReminderEmailInput {
  subject: ReminderSubject;
  /** The day the reminder is about; null for none. */
  date: IsoDate | null;
  recipientName: string;
  /** Who asked for it; null for the daily run. */
  requesterName: string | null;
  /** The site URL people open the app at. */
  siteUrl: string;
}

/** What a reminder email says, line by line: the worker sends it, the modal previews it. */
export interface ReminderEmailContent {
  greeting: string;
  request: string;
  link: { text: string; href: string };
  signature: string;
}

export function reminderEmailContent({
  subject,
  date,
  recipientName,
  requesterName,
  siteUrl,
}: ReminderEmailInput): ReminderEmailContent {
  return {
    greeting: `Hi ${recipientName},`,
    request: REQUESTS[subject](onDay(date)),
    link: { text: LINK_TEXTS[subject], href: appLink(siteUrl, REMINDER_FORM_PATHS[subject]) },
    signature: requesterName
      ? `${requesterName} sent you this reminder; reply to this email to answer them.`
      : 'This reminder was sent from Teamledger.',
  };
}
