export { CalendarError, RANGE_TOO_LONG_MESSAGE } from './errors.js';
export type { CalendarErrorCode } from './errors.js';
export {
  addDays,
  addMonths,
  DATE_RANGE_MESSAGE,
  endOfWeek,
  formatDay,
  isDateInRange,
  isIsoDate,
  MAX_DATE,
  MIN_DATE,
  SHORT_MONTH_NAMES,
  weekday,
  weekendName,
} from './iso-date.js';
export type { IsoDate, WeekendName } from './iso-date.js';
export {
  ALL_USERS_MAX_RANGE_DAYS,
  assertRangeWithinLimit,
  datesInRange,
  rangeDays,
} from './date-range.js';
export { dayBounds, isValidTimeZone, localDate } from './zone.js';
export type { Instant } from './zone.js';
export { absences, isWorkingDay, workingDays, workingDaysUpTo } from './working-days.js';
export type {
  AbsenceSummary,
  AbsencesQuery,
  WorkingDaysQuery,
  WorkingDaysUpToQuery,
} from './working-days.js';
export {
  FULL_DAY_HOURS,
  HALF_DAY_HOURS,
  SHORT_LEAVE_HOURS,
  IN_PROGRESS,
  dayLabel,
  dayStatus,
  isLeaveLabel,
  isPendingLeaveLabel,
  labelAsOf,
  leaveLabel,
} from './day-status.js';
export type {
  DayLabel,
  DayLabelInput,
  DayStatus,
  LeaveLabel,
  PendingLeaveLabel,
} from './day-status.js';
export {
  BREAK_HOURS,
  LATE_ARRIVAL_CUTOFF,
  hoursAvailable,
  hoursOnWork,
  isLateArrival,
  lateArrivalFrom,
} from './attendance.js';
