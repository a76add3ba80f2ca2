import type { IsoDate } from '../../calendar/index.js';
import {
  dayFacts,
  emptyDay,
  type CompanyCalendar,
  type DayActivity,
  type FactDay,
} from '../day-facts.js';

/** A day of a hand-written example: what happened, instants as ISO strings. */
export interface ExampleDay {
  date: IsoDate;
  firstStandupAt: string | null;
  lastLogAt: string | null;
  hoursLogged: number;
}

const at = (instant: string | null) => (instant === null ? null : new Date(instant));

/**
 * One person's days as the read model keeps them: each example day and each leave day with
 * its facts (dayFacts), as the projector works them out.
 */
export function factDays(
  days: readonly ExampleDay[],
  leaveDates: ReadonlySet<IsoDate>,
  company: CompanyCalendar,
): FactDay[] {
  const byDate = new Map<IsoDate, DayActivity>();
  for (const day of days) {
    byDate.set(day.date, {
      ...emptyDay(day.date),
      firstStandupAt: at(day.firstStandupAt),
      lastLogAt: at(day.lastLogAt),
      hoursLogged: day.hoursLogged,
      logCount: day.hoursLogged > 0 ? 1 : 0,
    });
  }
  for (const date of leaveDates) {
    byDate.set(date, { ...(byDate.get(date) ?? emptyDay(date)), leaveType: 'Sick' });
  }
  return [...byDate.values()].map((day) => ({
    date: day.date,
    firstStandupAt: day.firstStandupAt,
    lastLogAt: day.lastLogAt,
    hoursLogged: day.hoursLogged,
    facts: dayFacts(day, company),
  }));
}
