// Not re-exported from shared/index.ts: it needs the calendar, which itself needs shared/errors.
import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.js';

/** A calendar date 'YYYY-MM-DD' that exists; `message` is what a person sees otherwise. */
export const isoDateSchema = (message: string) =>
  z.string({ error: message }).refine(isIsoDate, { message });

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
