import {
  datesInRange,
  dayLabel,
  hoursAvailable,
  weekendName,
  type DayLabel,
  type IsoDate,
} from '../calendar/index.js';

export interface DayActivityInput {
  date: IsoDate;
  firstStandupAt: string | null;
  lastLogAt: string | null;
  hoursLogged: number;
}

export interface DayRow extends DayActivityInput {
  label: DayLabel;
  hoursAvailable: number;
}

/**
 * The per-day rows of one person (SPEC.md 2, per-day view), newest first: every day of the
 * range up to today, except weekends nobody worked on. Labels and hours available follow
 * the calendar rules (DESIGN.md decision 5).
 */
export function dayRows({
  from,
  to,
  today,
  holidays,
  leaveDates,
  days,
}: {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  leaveDates: ReadonlySet<IsoDate>;
  days: readonly DayActivityInput[];
}): DayRow[] {
  const last = to < today ? to : today;
  if (last < from) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  return datesInRange(from, last)
    .reverse()
    .flatMap((date) => {
      const day = byDate.get(date);
      if (!day && weekendName(date) !== null) return [];
      const activity = day ?? { date, firstStandupAt: null, lastLogAt: null, hoursLogged: 0 };
      return [
        {
          ...activity,
          label: dayLabel({ date, holidays, leaveDates, hoursLogged: activity.hoursLogged }),
          hoursAvailable: hoursAvailable(activity.firstStandupAt, activity.lastLogAt),
        },
      ];
    });
}

/**
 * The own standup report's dates (SPEC.md 2), newest first: every day up to today with a
 * standup, and every weekday without one (shown 'Not Added').
 */
export function standupReportDates({
  from,
  to,
  today,
  standupDates,
}: {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  standupDates: ReadonlySet<IsoDate>;
}): IsoDate[] {
  const last = to < today ? to : today;
  if (last < from) return [];
  return datesInRange(from, last)
    .reverse()
    .filter((date) => standupDates.has(date) || weekendName(date) === null);
}
