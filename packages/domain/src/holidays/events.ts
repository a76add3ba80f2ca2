import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

const holidayAddedData = z.object({ date: z.string(), title: z.string() });
const holidayRemovedData = z.object({ date: z.string() });

/** A non-user marked a company holiday on a date. */
export interface HolidayAdded {
  type: 'HolidayAdded';
  data: z.infer<typeof holidayAddedData>;
}

/** A non-user removed a future holiday again. */
export interface HolidayRemoved {
  type: 'HolidayRemoved';
  data: z.infer<typeof holidayRemovedData>;
}

export type HolidayEvent = HolidayAdded | HolidayRemoved;

export const HOLIDAY_EVENTS = {
  HolidayAdded: { schema: holidayAddedData },
  HolidayRemoved: { schema: holidayRemovedData },
} satisfies EventDefinitions<HolidayEvent>;

export const HOLIDAY_EVENT_TYPES = [
  'HolidayAdded',
  'HolidayRemoved',
] as const satisfies readonly HolidayEvent['type'][];

/** One stream per date: "is there already a holiday that day" is decided by the stream itself. */
export const holidayStream = (date: string) => `holiday-${date}`;
