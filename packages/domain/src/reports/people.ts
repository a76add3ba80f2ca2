import type { Role } from '../access/index.js';
import { addDays, type IsoDate } from '../calendar/index.js';
import type { UserStatus } from '../users/index.js';
import { ROLES_IN_REPORTS } from './contracts.js';

/** What decides from when and until when reports list a person. */
export interface ReportedPerson {
  status: UserStatus;
  /** The first day with the company; null: before any record (people added before join dates). */
  joinedOn: IsoDate | null;
  /** The first day a person who left was gone; null otherwise. */
  leftOn: IsoDate | null;
}

/** Who the reports list, from when and until when (DESIGN.md decisions 4 and 7), kept beside each person. */
export interface ReportSpan {
  /** Roles User and Viewer, active or left. */
  inReports: boolean;
  /** The first day the person is listed on (the day they joined); null: open. */
  listedFrom: IsoDate | null;
  /** The last day a person who left is listed on (the day before they left); null: open. */
  listedUntil: IsoDate | null;
}

/** The day before a person who left was gone; null while they have not left. */
const lastListedDay = ({ status, leftOn }: ReportedPerson): IsoDate | null =>
  status === 'left' && leftOn !== null ? addDays(leftOn, -1) : null;

/**
 * DESIGN.md decisions 4 and 7: reports list roles User and Viewer while active, and people
 * who left up to the day before they left, from the day they joined. The users read model
 * keeps it beside each person, so the reports' SQL only filters by it.
 */
export function reportSpan(person: ReportedPerson & { role: Role }): ReportSpan {
  const listedUntil = lastListedDay(person);
  const listedStatus = person.status === 'active' || listedUntil !== null;
  return {
    inReports: listedStatus && ROLES_IN_REPORTS.includes(person.role),
    listedFrom: person.joinedOn,
    listedUntil,
  };
}

/**
 * A report of `from`..`to` lists the person (reportSpan): in the reports, joined by its last
 * day and not gone before its first; what the reports' SQL asks of the users read model.
 */
export function listedWithin(
  person: ReportedPerson & { role: Role },
  from: IsoDate,
  to: IsoDate,
): boolean {
  const { inReports, listedFrom, listedUntil } = reportSpan(person);
  return (
    inReports &&
    (listedUntil === null || from <= listedUntil) &&
    (listedFrom === null || listedFrom <= to)
  );
}

/** The first day of `from` a report lists the person on: the day they joined, at the earliest. */
export function reportedFrom(person: Pick<ReportedPerson, 'joinedOn'>, from: IsoDate): IsoDate {
  return person.joinedOn !== null && person.joinedOn > from ? person.joinedOn : from;
}

/** The last day of `to` a report lists the person on: the day before they left, at the latest. */
export function reportedUntil(person: ReportedPerson, to: IsoDate): IsoDate {
  const last = lastListedDay(person);
  return last !== null && last < to ? last : to;
}

/** The person is listed on `date`: joined by then, and not yet gone (reportedFrom, reportedUntil). */
export function listedOnDay(person: ReportedPerson, date: IsoDate): boolean {
  return reportedFrom(person, date) === date && reportedUntil(person, date) === date;
}

/**
 * Who is scored (SPEC.md 5, DESIGN.md 7): roles User and Viewer while active. The scores
 * read model's scorablePeople applies it in SQL; a score list as of an instant applies it to
 * each person's stream folded by then.
 */
export const isScorable = (person: { status: UserStatus; role: Role }): boolean =>
  person.status === 'active' && ROLES_IN_REPORTS.includes(person.role);
