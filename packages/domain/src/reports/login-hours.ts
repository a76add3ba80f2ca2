import type { IsoDate } from '../calendar/index.js';
import type { HoursFilterOp, LoginHoursRow, LoginHoursTotal } from './login-hours/contract.js';
import type { CompanyCalendar, FactDay } from './day-facts.js';
import { dayRows, type DayRow } from './day-rows.js';
import { reportedFrom, reportedUntil, type ReportedPerson } from './people.js';

export interface HoursFilter {
  op: HoursFilterOp;
  hours: number;
}

// Totals are sums of entries with at most two decimals; rounding to the cent drops the
// binary noise of the sum (0.1 + 0.2) before it is compared.
const cents = (hours: number) => Math.round(hours * 100) / 100;

/** DESIGN.md decision 5: 'less than N' is total < N, 'at least N' is total >= N. */
export function matchesHoursFilter(totalHours: number, filter: HoursFilter | null): boolean {
  if (filter === null) return true;
  const total = cents(totalHours);
  return filter.op === 'less' ? total < filter.hours : total >= filter.hours;
}

/** Someone the report lists, with what its rows show of them. */
export interface LoginHoursPerson extends ReportedPerson {
  userId: string;
  name: string;
  teamName: string | null;
  workspaces: { id: string; name: string }[];
}

/** A person's listed day as a row of the report. */
export function loginHoursRow(person: LoginHoursPerson, day: DayRow): LoginHoursRow {
  return {
    userId: person.userId,
    name: person.name,
    teamName: person.teamName,
    workspaces: person.workspaces,
    date: day.date,
    totalHours: day.hoursLogged,
    firstStandupAt: day.firstStandupAt,
    lastLogAt: day.lastLogAt,
    hoursAvailable: day.hoursAvailable,
    status: day.label,
  };
}

/**
 * The Login/Hours Report (SPEC.md 2): each person's listed days (dayRows) from `from` to
 * `last`, a new hire from the day they joined and someone who left only before the day
 * they left, today in progress, kept by the hours filter; newest
 * day first and in the people's order within a day. The read model's statement pages
 * exactly these rows (loginHoursPage); the property test holds it to this.
 */
export function loginHoursRows({
  from,
  last,
  today,
  company,
  people,
  days,
  hours,
}: {
  from: IsoDate;
  last: IsoDate;
  today: IsoDate;
  company: CompanyCalendar;
  /** In the order the rows of one day list them (by name). */
  people: readonly LoginHoursPerson[];
  /** Each person's days with a row in the read model. */
  days: ReadonlyMap<string, readonly FactDay[]>;
  hours: HoursFilter | null;
}): LoginHoursRow[] {
  const perPerson = people.map((person, order) =>
    dayRows({
      from: reportedFrom(person, from),
      last: reportedUntil(person, last),
      today,
      company,
      days: days.get(person.userId) ?? [],
    })
      .filter((day) => matchesHoursFilter(day.hoursLogged, hours))
      .map((day) => ({ order, row: loginHoursRow(person, day) })),
  );
  return perPerson
    .flat()
    .sort((a, b) =>
      a.row.date === b.row.date ? a.order - b.order : a.row.date < b.row.date ? 1 : -1,
    )
    .map(({ row }) => row);
}

/**
 * The chart's bars from each person's sums over every row of the report (the database adds
 * them up over the whole range, not the page): to the cent, by name.
 */
export function loginHoursTotals(sums: readonly LoginHoursTotal[]): LoginHoursTotal[] {
  return sums
    .map((total) => ({
      ...total,
      totalHours: cents(total.totalHours),
      hoursAvailable: cents(total.hoursAvailable),
    }))
    .sort(
      (a, b) =>
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.userId.localeCompare(b.userId),
    );
}
