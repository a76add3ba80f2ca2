// Not re-exported from shared/index.ts: it needs the calendar, which itself needs shared/errors.
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isDateInRange, isIsoDate } from '../calendar/iso-date.js';

/**
 * A calendar date 'YYYY-MM-DD' that exists, from MIN_DATE to MAX_DATE. `message` is what a
 * person sees for something that is not a date; DATE_RANGE_MESSAGE for one out of range.
 * Every date field of every request uses it: OpenAPI marks it `format: date`, which is how
 * the date-range test finds them all.
 */
export const isoDateSchema = (message: string) =>
  z
    .string({ error: message })
    .refine(isIsoDate, { message, abort: true })
    .refine(isDateInRange, { message: DATE_RANGE_MESSAGE })
    .meta({ format: 'date' });

/** A text a person typed: trimmed, required with SPEC.md's '{label} is required!', bounded. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required!` })
    .trim()
    .min(1, `${label} is required!`)
    .max(max, `${label} must be at most ${max} characters`);

/** A 1-based page number in a query string. */
export const pageQuerySchema = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(100_000, 'Page is too large')
  .default(1);
