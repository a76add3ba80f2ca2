import { isWorkingDay, type IsoDate } from '../calendar/index.js';
import type { ReminderRule } from '../settings/index.js';
import type { ReminderSubject } from './events.js';

/**
 * The daily reminder run (Settings' three reminder times): at each enabled time, in the
 * company time zone, the people who missed that day's rule get the reminder of its subject
 * and each of their leads one digest of them. This file decides who, purely.
 */

/** Who the daily run sends as: nobody (the nil UUID); the email then says it came from Teamledger. */
export const DAILY_RUN_REQUESTER = '00000000-0000-0000-0000-000000000000';

/** A person the run considers: the all-user reports' people (roles User and Viewer, active). */
export interface DailyRunPerson {
  id: string;
  /** lead1-3, the people who get the digest. */
  leadIds: readonly string[];
}

/** What the read models know of one person's day. */
export interface DailyRunDay {
  hasStandup: boolean;
  hoursLogged: number;
}

export interface DueQuery<Person extends DailyRunPerson = DailyRunPerson> {
  subject: ReminderSubject;
  /** The company-local day of the run. */
  date: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  people: readonly Person[];
  /** The ids of the people on leave on `date`. */
  onLeave: ReadonlySet<string>;
  /** Per person id; someone with neither a standup nor an entry is absent from it. */
  days: ReadonlyMap<string, DailyRunDay>;
  /** The less hours rule's threshold (Settings). */
  minimumHours: number;
}

const NO_DAY: DailyRunDay = { hasStandup: false, hoursLogged: 0 };

/**
 * Whether a person's day breaks the rule of `subject`:
 * - standupMissing: no standup by the cut-off (the run's time);
 * - hoursLog: no hours at all by the end of the day;
 * - lessHours: some hours, fewer than the minimum. Someone with none is the hours log
 *   reminder's, so nobody gets two emails for one empty day.
 */
export function missesRule(subject: ReminderSubject, day: DailyRunDay, minimumHours: number) {
  switch (subject) {
    case 'standupMissing':
      return !day.hasStandup;
    case 'hoursLog':
      return day.hoursLogged === 0;
    case 'lessHours':
      return day.hoursLogged > 0 && day.hoursLogged < minimumHours;
  }
}

/**
 * The people due a reminder on `date`, in the order given. Nobody on a weekend or a company
 * holiday (DESIGN.md decision 4), and nobody on leave that day.
 */
export function dueForReminder<Person extends DailyRunPerson>(query: DueQuery<Person>): Person[] {
  if (!isWorkingDay(query.date, query.holidays)) return [];
  return query.people.filter(
    (person) =>
      !query.onLeave.has(person.id) &&
      missesRule(query.subject, query.days.get(person.id) ?? NO_DAY, query.minimumHours),
  );
}

/** Lead id -> the ids of their people among `due`, each lead once, people in `due`'s order. */
export function leadDigests(due: readonly DailyRunPerson[]): Map<string, string[]> {
  const digests = new Map<string, string[]>();
  for (const person of due) {
    for (const leadId of new Set(person.leadIds)) {
      if (leadId === person.id) continue;
      digests.set(leadId, [...(digests.get(leadId) ?? []), person.id]);
    }
  }
  return digests;
}

/** The job scheduler of one subject's daily run (BullMQ ids may not contain ':'). */
export const dailyReminderSchedulerId = (subject: ReminderSubject) => `daily-reminder-${subject}`;

/** Every day at the rule's HH:MM; the run itself skips weekends and holidays. */
export function dailyReminderPattern(rule: Pick<ReminderRule, 'time'>): string {
  const match = /^(\d{2}):(\d{2})$/.exec(rule.time);
  if (!match) throw new Error(`Not a time of day (HH:MM): '${rule.time}'`);
  return `${Number(match[2])} ${Number(match[1])} * * *`;
}
