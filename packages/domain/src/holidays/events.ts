/** A non-user marked a company holiday on a date. */
export interface HolidayAdded {
  type: 'HolidayAdded';
  data: { date: string; title: string };
}

/** A non-user removed a future holiday again. */
export interface HolidayRemoved {
  type: 'HolidayRemoved';
  data: { date: string };
}

export type HolidayEvent = HolidayAdded | HolidayRemoved;

export const HOLIDAY_EVENT_TYPES = [
  'HolidayAdded',
  'HolidayRemoved',
] as const satisfies readonly HolidayEvent['type'][];

/** One stream per date: "is there already a holiday that day" is decided by the stream itself. */
export const holidayStream = (date: string) => `holiday-${date}`;
