import { addDays, type IsoDate } from '../calendar/index.js';
import type { UserStatus } from '../users/index.js';

/** What decides whether reports list a person on a day. */
export interface ReportedPerson {
  status: UserStatus;
  /** The first day a person who left was gone; null otherwise. */
  leftOn: IsoDate | null;
}

/**
 * Reports list active people, and people who left for the days before they left
 * (DESIGN.md decision 7: 'left' is a status; SQL in the read models mirrors this rule).
 */
export function listedInReportsOn(person: ReportedPerson, date: IsoDate): boolean {
  if (person.status === 'active') return true;
  return person.status === 'left' && person.leftOn !== null && date < person.leftOn;
}

/** The last day of `to` a report lists the person on: the day before they left, at the latest. */
export function reportedUntil(person: ReportedPerson, to: IsoDate): IsoDate {
  if (person.status !== 'left' || person.leftOn === null || person.leftOn > to) return to;
  return addDays(person.leftOn, -1);
}
