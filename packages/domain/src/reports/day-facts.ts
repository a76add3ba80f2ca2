import {
  addDays,
  BREAK_HOURS,
  datesInRange,
  dayLabel,
  lateArrivalFrom,
  weekendName,
  type DayLabel,
  type IsoDate,
} from '../calendar/index.js';
import type {
  LeaveApplied,
  LeaveApproved,
  LeaveCancelled,
  LeaveRejected,
  LeaveType,
} from '../leaves/index.js';
import type { StandupAdded } from '../standups/index.js';
import type { HoursLogged } from '../worklogs/index.js';

/**
 * What happened on one person's company-local day: the raw material of every attendance
 * figure. The projector keeps one per person and day with a standup, an entry or a leave.
 */
export interface DayActivity {
  date: IsoDate;
  /** The first standup of the day (DESIGN.md decision 1). */
  firstStandupAt: Date | null;
  /** The last entry made that day; null when every entry was made later. */
  lastLogAt: Date | null;
  hoursLogged: number;
  /** Entries logged for the day, whenever they were made. */
  logCount: number;
  /** The approved leave the person is on that day, if any: only it counts (DESIGN.md 6.13). */
  leaveType: LeaveType | null;
  /** A leave applied for that day and still waiting for approval: shown, never counted. */
  pendingLeaveType: LeaveType | null;
}

/** What the company's calendar says about the days: its holidays and its clock. */
export interface CompanyCalendar {
  holidays: ReadonlySet<IsoDate>;
  timeZone: string;
}

/**
 * Everything the reports count or show of one person's day (DESIGN.md decisions 4 and 5),
 * decided here once: the projector stores these beside the day, and the reports' SQL only
 * sums, filters and pages them.
 */
export interface DayFacts {
  /** Monday to Friday and not a company holiday. */
  working: boolean;
  /** The day is a row of the day-by-day reports: every weekday, and a weekend worked on. */
  listed: boolean;
  /** A working day whose first standup came after 09:30 on the company's clock. */
  late: boolean;
  /** A working day with a standup: one absence fewer. */
  standupOnWorkingDay: boolean;
  /** A working day on leave: shown beside the absences. */
  leaveOnWorkingDay: boolean;
  /** Milliseconds from the first standup to the last entry (0 without both). */
  onWorkMs: number;
  /** onWorkMs less the break hour, never below 0: the Login/Hours "Hours Available". */
  availableMs: number;
  label: DayLabel;
}

const HOUR_MS = 3_600_000;

/** A day nobody worked on and nobody was on leave: how reports show the days without a row. */
export const emptyDay = (date: IsoDate): DayActivity => ({
  date,
  firstStandupAt: null,
  lastLogAt: null,
  hoursLogged: 0,
  logCount: 0,
  leaveType: null,
  pendingLeaveType: null,
});

/** The events that change what happened on a person's day. */
export type DayActivityEvent =
  StandupAdded | HoursLogged | LeaveApplied | LeaveApproved | LeaveRejected | LeaveCancelled;

export const DAY_ACTIVITY_EVENT_TYPES = [
  'StandupAdded',
  'HoursLogged',
  'LeaveApplied',
  'LeaveApproved',
  'LeaveRejected',
  'LeaveCancelled',
] as const satisfies readonly DayActivityEvent['type'][];

/** The person-days an event changes: its day, or every day of a leave. */
export function activityDays(event: DayActivityEvent): { userId: string; date: IsoDate }[] {
  switch (event.type) {
    case 'StandupAdded':
    case 'HoursLogged':
      return [{ userId: event.data.userId, date: event.data.date }];
    case 'LeaveApplied':
    case 'LeaveApproved':
    case 'LeaveRejected':
    case 'LeaveCancelled': {
      const days: { userId: string; date: IsoDate }[] = [];
      for (let date = event.data.from; date <= event.data.to; date = addDays(date, 1)) {
        days.push({ userId: event.data.userId, date });
      }
      return days;
    }
    default:
      return unexpected(event);
  }
}

/**
 * A day with one more event: the first standup stays the earliest (DESIGN.md decision 1),
 * entries add their hours and the last entry made that day is the latest; a leave waits on
 * the day until approved, then sets the day's leave; a rejected or cancelled one leaves it.
 */
export function addToDay(day: DayActivity, event: DayActivityEvent): DayActivity {
  switch (event.type) {
    case 'StandupAdded': {
      const at = new Date(event.data.reportedAt);
      return day.firstStandupAt === null || at < day.firstStandupAt
        ? { ...day, firstStandupAt: at }
        : day;
    }
    case 'HoursLogged': {
      const at = event.data.loggedAt === null ? null : new Date(event.data.loggedAt);
      return {
        ...day,
        // Two decimals, as entries carry them, so a sum never holds binary noise.
        hoursLogged: Math.round((day.hoursLogged + event.data.hours) * 100) / 100,
        logCount: day.logCount + 1,
        lastLogAt:
          at !== null && (day.lastLogAt === null || at > day.lastLogAt) ? at : day.lastLogAt,
      };
    }
    case 'LeaveApplied':
      return event.data.status === 'approved'
        ? { ...day, leaveType: event.data.leaveType }
        : { ...day, pendingLeaveType: event.data.leaveType };
    case 'LeaveApproved':
      return { ...day, leaveType: event.data.leaveType, pendingLeaveType: null };
    case 'LeaveRejected':
      return { ...day, pendingLeaveType: null };
    case 'LeaveCancelled':
      return event.data.wasApproved
        ? { ...day, leaveType: null }
        : { ...day, pendingLeaveType: null };
    default:
      return unexpected(event);
  }
}

const unexpected = (event: never): never => {
  throw new Error(`Not an event of a person's day: ${JSON.stringify(event)}`);
};

/** The facts of one person's day (DESIGN.md decisions 4 and 5). */
export function dayFacts(day: DayActivity, company: CompanyCalendar): DayFacts {
  const weekday = weekendName(day.date) === null;
  const working = weekday && !company.holidays.has(day.date);
  const worked = day.firstStandupAt !== null || day.logCount > 0 || day.hoursLogged > 0;
  const onWorkMs =
    day.firstStandupAt !== null && day.lastLogAt !== null
      ? Math.max(0, day.lastLogAt.getTime() - day.firstStandupAt.getTime())
      : 0;
  return {
    working,
    listed: weekday || worked,
    late:
      working &&
      day.firstStandupAt !== null &&
      day.firstStandupAt.getTime() >= lateArrivalFrom(day.date, company.timeZone).getTime(),
    standupOnWorkingDay: working && day.firstStandupAt !== null,
    leaveOnWorkingDay: working && day.leaveType !== null,
    onWorkMs,
    availableMs: Math.max(0, onWorkMs - BREAK_HOURS * HOUR_MS),
    label: dayLabel({
      date: day.date,
      holidays: company.holidays,
      leaveType: day.leaveType,
      pendingLeaveType: day.pendingLeaveType,
      hoursLogged: day.hoursLogged,
    }),
  };
}

/** The facts of a day without a row: the day-by-day reports list (or not) and label it so. */
export function emptyDayFacts(date: IsoDate, company: CompanyCalendar): DayFacts {
  return dayFacts(emptyDay(date), company);
}

/** A person's day as the read model gives it back: what happened, and its facts. */
export interface FactDay {
  date: IsoDate;
  firstStandupAt: Date | null;
  lastLogAt: Date | null;
  hoursLogged: number;
  facts: DayFacts;
}

/** A person's day with its facts on the company's calendar, as the reports take it. */
export const factDayOf = (day: DayActivity, company: CompanyCalendar): FactDay => ({
  date: day.date,
  firstStandupAt: day.firstStandupAt,
  lastLogAt: day.lastLogAt,
  hoursLogged: day.hoursLogged,
  facts: dayFacts(day, company),
});

/** A day of a report's range as it is for anyone without a row that day. */
export interface EmptyCalendarDay {
  date: IsoDate;
  listed: boolean;
  label: DayLabel;
}

/** Each day from `from` to `last` (none when `last` is earlier), oldest first, as emptyDayFacts has it. */
export function emptyCalendarDays(
  from: IsoDate,
  last: IsoDate,
  company: CompanyCalendar,
): EmptyCalendarDay[] {
  if (last < from) return [];
  return datesInRange(from, last).map((date) => {
    const { listed, label } = emptyDayFacts(date, company);
    return { date, listed, label };
  });
}
