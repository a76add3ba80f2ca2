import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, requiredText } from '../schemas/index.js';

export const HOLIDAYS_PAGE_SIZE = 20;
export const HOLIDAY_TITLE_MAX = 100;

/** POST /api/holidays and the Mark Holiday form. */
export const holidayInputSchema = z.strictObject({
  title: requiredText('Holiday Title', HOLIDAY_TITLE_MAX),
  date: isoDateSchema('Please select date!'),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;

export const holidayDateParamsSchema = z.object({ date: isoDateSchema('Not a date (YYYY-MM-DD)') });

export const holidayListQuerySchema = z.object({ page: pageQuerySchema });

export const holidaySchema = z.object({ date: z.string(), title: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

/** GET /api/holidays: one page, newest date first, and today for the delete and date rules. */
export const holidayListSchema = z.object({
  holidays: z.array(holidaySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  today: z.string(),
});
export type HolidayList = z.infer<typeof holidayListSchema>;
