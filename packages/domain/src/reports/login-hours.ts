import { dayLabel, hoursAvailable, type IsoDate } from '../calendar/index.js';
import type { HoursFilterOp, LoginHoursRow, LoginHoursTotal } from './contracts.js';
import { dayRows, type DayActivityInput } from './day-rows.js';
import { reportedUntil, type ReportedPerson } from './people.js';

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

export interface LoginHoursInput {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  /** In the order the rows of one day list them (by name). */
  people: readonly LoginHoursPerson[];
  /** Each person's leave days in the range. */
  leaveDates: ReadonlyMap<string, ReadonlySet<IsoDate>>;
  /** Each person's days with a standup or an entry in the range. */
  days: ReadonlyMap<string, readonly DayActivityInput[]>;
  hours: HoursFilter | null;
}

const NONE: ReadonlySet<IsoDate> = new Set();

/** A person's day as a row of the report, the whole report's and a page's alike. */
function loginHoursRow(
  person: LoginHoursPerson,
  day: Pick<
    LoginHoursRow,
    'date' | 'firstStandupAt' | 'lastLogAt' | 'hoursAvailable' | 'status'
  > & {
    hoursLogged: number;
  },
): LoginHoursRow {
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
    status: day.status,
  };
}

/**
 * The Login/Hours Report (SPEC.md 2): a row per person and day up to today, newest day
 * first and by name within a day; weekends without activity left out, each day labelled by
 * the calendar rules (the per-day view's dayRows), someone who left only before the day
 * they left, then the hours filter.
 */
export function loginHoursRows({
  from,
  to,
  today,
  holidays,
  people,
  leaveDates,
  days,
  hours,
}: LoginHoursInput): LoginHoursRow[] {
  const perPerson = people.map((person, order) =>
    dayRows({
      from,
      to: reportedUntil(person, to),
      today,
      holidays,
      leaveDates: leaveDates.get(person.userId) ?? NONE,
      days: days.get(person.userId) ?? [],
    })
      .filter((day) => matchesHoursFilter(day.hoursLogged, hours))
      .map((day) => ({
        order,
        row: loginHoursRow(person, { ...day, status: day.label }),
      })),
  );
  return perPerson
    .flat()
    .sort((a, b) =>
      a.row.date === b.row.date ? a.order - b.order : a.row.date < b.row.date ? 1 : -1,
    )
    .map(({ row }) => row);
}

/** A day of a person that the database picked for a page of the report. */
export interface LoginHoursPageDay extends DayActivityInput {
  userId: string;
}

/**
 * One page's rows, in the order the database gave them: each day labelled and its hours
 * available worked out by the same calendar rules as loginHoursRows (DESIGN.md decision 5).
 */
export function loginHoursPageRows({
  days,
  people,
  holidays,
  leaveDates,
}: {
  days: readonly LoginHoursPageDay[];
  people: ReadonlyMap<string, LoginHoursPerson>;
  holidays: ReadonlySet<IsoDate>;
  leaveDates: ReadonlyMap<string, ReadonlySet<IsoDate>>;
}): LoginHoursRow[] {
  return days.flatMap((day) => {
    const person = people.get(day.userId);
    if (!person) return [];
    return [
      loginHoursRow(person, {
        ...day,
        hoursAvailable: hoursAvailable(day.firstStandupAt, day.lastLogAt),
        status: dayLabel({
          date: day.date,
          holidays,
          leaveDates: leaveDates.get(person.userId) ?? NONE,
          hoursLogged: day.hoursLogged,
        }),
      }),
    ];
  });
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
