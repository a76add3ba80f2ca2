import type { IsoDate } from '../../calendar/index.js';
import type { LeaveType } from '../../leaves/index.js';
import { listedOnDay, type ReportedPerson } from '../people.js';
import type { StandupCalendarDay } from './day-summary.js';

/** Someone the StandUp Report lists, in the report's order of people (by name). */
export interface StandupReportPerson extends ReportedPerson {
  userId: string;
}

/** A person's standup of a day, as the read model keeps it (the first one added). */
export interface PostedStandup {
  reportedAt: string;
  workspaceId: string | null;
}

/** A row of the StandUp Report: who, which day, their standup or their leave. */
export interface StandupReportRowKey {
  date: IsoDate;
  userId: string;
  reportedAt: string | null;
  leaveType: LeaveType | null;
}

/**
 * The StandUp Report's rows (SPEC.md 2, DESIGN.md decisions 4 and 7): for each day of the
 * calendar, newest first, the people listed that day with a standup the workspace filter
 * keeps, earliest first; then, on a working day when 'not added' is asked for, those
 * without one in the people's order, with their leave. The read model's statements page
 * exactly these rows (standupReportPage); the property test holds them to it.
 */
export function standupReportRows({
  calendar,
  people,
  standups,
  leaves,
  workspaceIds,
  notAdded,
}: {
  calendar: readonly StandupCalendarDay[];
  people: readonly StandupReportPerson[];
  standups: ReadonlyMap<string, ReadonlyMap<IsoDate, PostedStandup>>;
  leaves: ReadonlyMap<string, ReadonlyMap<IsoDate, LeaveType>>;
  workspaceIds: readonly string[] | null;
  notAdded: boolean;
}): StandupReportRowKey[] {
  const kept = (standup: PostedStandup) =>
    workspaceIds === null ||
    (standup.workspaceId !== null && workspaceIds.includes(standup.workspaceId));
  return calendar.flatMap(({ date, working }) => {
    const listed = people.filter((person) => listedOnDay(person, date));
    const posted = listed.flatMap((person, order) => {
      const standup = standups.get(person.userId)?.get(date);
      return standup && kept(standup) ? [{ person, order, standup }] : [];
    });
    posted.sort(
      (a, b) =>
        new Date(a.standup.reportedAt).getTime() - new Date(b.standup.reportedAt).getTime() ||
        a.order - b.order,
    );
    const missing =
      working && notAdded ? listed.filter((person) => !standups.get(person.userId)?.has(date)) : [];
    return [
      ...posted.map(({ person, standup }) => ({
        date,
        userId: person.userId,
        reportedAt: standup.reportedAt,
        leaveType: null,
      })),
      ...missing.map((person) => ({
        date,
        userId: person.userId,
        reportedAt: null,
        leaveType: leaves.get(person.userId)?.get(date) ?? null,
      })),
    ];
  });
}
