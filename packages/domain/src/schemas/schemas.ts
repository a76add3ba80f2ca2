// A folder of its own, above the calendar: the calendar needs shared/errors, and these need the
// calendar, so shared/index.ts cannot hold them without an import cycle.
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isDateInRange, isIsoDate } from '../calendar/index.js';

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

/**
 * NUL, or half of a surrogate pair without its other half. PostgreSQL stores neither (not in
 * text, not in jsonb), so no text field lets them through to an event.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is its job
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Control characters but tab, line feed and carriage return: what a text area may not hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is its job
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Every control character (line breaks and tabs too), the Unicode line and paragraph
 * separators, and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) that can make a name or title read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is its job
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const TEXT_CHARACTERS_MESSAGE =
  'Contains characters that are not allowed (control or broken characters).';
export const SINGLE_LINE_MESSAGE =
  'Must be one line, without control or text-direction characters.';

/** True when PostgreSQL can store the text: no NUL, no lone surrogate. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);
export const isMultiLineText = (value: string): boolean =>
  isStorableText(value) && !MULTI_LINE_CONTROL.test(value);
export const isSingleLineText = (value: string): boolean =>
  isStorableText(value) && !SINGLE_LINE_FORBIDDEN.test(value);

export interface TextOptions {
  max: number;
  /** The message for a blank value; without it a blank value is allowed. */
  required?: string;
  /** The message past `max`; 'At most {max} characters.' by default. */
  tooLong?: string;
}

const text = (
  { max, required, tooLong = `At most ${max} characters.` }: TextOptions,
  allowed: (value: string) => boolean,
  message: string,
) => {
  const trimmed = z
    .string({ error: required ?? 'Must be text.' })
    .trim()
    .refine(allowed, message);
  return (required === undefined ? trimmed : trimmed.min(1, required)).max(max, tooLong);
};

/** A name or title: trimmed, one line, no control or text-direction characters. */
export const singleLineText = (options: TextOptions) =>
  text(options, isSingleLineText, SINGLE_LINE_MESSAGE);

/** A text area: trimmed, keeps line breaks and tabs, no other control characters. */
export const multiLineText = (options: TextOptions) =>
  text(options, isMultiLineText, TEXT_CHARACTERS_MESSAGE);

/** A required text with SPEC.md's '{label} is required!', one line or a text area. */
export const requiredText = (label: string, max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)({
    max,
    required: `${label} is required!`,
    tooLong: `${label} must be at most ${max} characters`,
  });

/** A 1-based page number in a query string. */
export const pageQuerySchema = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(100_000, 'Page is too large')
  .default(1);
