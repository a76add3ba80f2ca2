import { datesInRange, weekendName, type IsoDate, type WeekendName } from '../calendar/index.js';
import type { LeaveType } from './events.js';

/** A leave as the calendar shows it: approved, or waiting for approval. */
export interface CalendarLeave {
  id: string;
  user: { id: string; name: string };
  leaveType: LeaveType;
  from: IsoDate;
  to: IsoDate;
  status: 'pending' | 'approved';
}

export interface LeaveCalendarDay {
  date: IsoDate;
  weekend: WeekendName | null;
  /** The company holiday's title, if the day is one. */
  holiday: string | null;
  /** Who is away that day, by name; a weekend or holiday inside a leave lists nobody. */
  away: {
    user: { id: string; name: string };
    leaveType: LeaveType;
    status: 'pending' | 'approved';
  }[];
}

/**
 * The team leave calendar of one month (DESIGN.md 6.13): each day, whether it is a weekend
 * or a holiday, and who is on approved or pending leave on that working day, by name.
 */
export function leaveCalendar({
  from,
  to,
  leaves,
  holidays,
}: {
  from: IsoDate;
  to: IsoDate;
  leaves: readonly CalendarLeave[];
  holidays: ReadonlyMap<IsoDate, string>;
}): LeaveCalendarDay[] {
  return datesInRange(from, to).map((date) => {
    const weekend = weekendName(date);
    const holiday = holidays.get(date) ?? null;
    const away =
      weekend !== null || holiday !== null
        ? []
        : leaves
            .filter((leave) => leave.from <= date && date <= leave.to)
            .map(({ user, leaveType, status }) => ({ user, leaveType, status }))
            .sort((a, b) => a.user.name.localeCompare(b.user.name));
    return { date, weekend, holiday, away };
  });
}

/** A person's private calendar feeds: their own approved leave, or their team's. */
export const LEAVE_FEED_SCOPES = ['mine', 'team'] as const;
export type LeaveFeedScope = (typeof LEAVE_FEED_SCOPES)[number];

/** How far a feed reaches: a quarter back, a year ahead. */
export const FEED_DAYS_BACK = 92;
export const FEED_DAYS_AHEAD = 366;
