import { addDays, type IsoDate } from '../calendar/index.js';

/** Hours of one entry: above 0 and at most 12 (DESIGN.md decision 6). */
export const WORKLOG_MIN_HOURS = 0;
export const WORKLOG_MAX_HOURS = 12;
/** Hours of one person on one day, all entries together. */
export const DAY_MAX_HOURS = 24;
/** How many days back an entry may be dated. */
export const WORKLOG_DAYS_BACK = 7;

export const HOURS_LABEL = 'Total Hours Spent';
export const HOURS_RANGE_MESSAGE = `${HOURS_LABEL} must be more than ${WORKLOG_MIN_HOURS} and at most ${WORKLOG_MAX_HOURS}`;
/** A provider task's hours: one entry's, as a person's (DESIGN.md 6.12). */
export const SYNCED_HOURS_RANGE_MESSAGE = `Synced hours must be more than ${WORKLOG_MIN_HOURS} and at most ${WORKLOG_MAX_HOURS}`;
export const WORKLOG_DATE_WINDOW_MESSAGE = `Hours can be logged for today and up to ${WORKLOG_DAYS_BACK} days back.`;

/** The dates an entry may be for: from 7 days back through today. */
export function worklogDateWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: addDays(today, -WORKLOG_DAYS_BACK), max: today };
}

/** Hours with binary noise removed, so 0.1 + 0.2 compares as 0.3. */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

export const NOT_A_MEMBER_MESSAGE =
  'You are not a member of this WorkSpace. Log hours on one of your own WorkSpaces.';
