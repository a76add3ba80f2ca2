import { z } from 'zod';
import { isDateInRange, isIsoDate } from '../calendar/index.js';
import { isSingleLineText, multiLineText, singleLineText } from '../schemas/index.js';
import { STANDUP_TEXT_MAX } from '../standups/index.js';

/**
 * Assembla API v1 responses (REFERENCE.md), as the adapter accepts them. The provider's
 * data is hostile input (DESIGN.md 6.12): each record is parsed on its own with the rules of
 * a person's input (6.6, 6.11): calendar dates within the product's range, instants,
 * bounded numbers and clean text. A record that does not fit is skipped with its reason
 * (parseRecords); the records beside it go on. Ids arrive as strings or numbers depending
 * on the endpoint and the API's age; they are kept as strings. Only the fields the sync
 * reads are required; the rest pass through.
 */
const ID_MAX = 100;
const idText = z
  .string()
  .min(1)
  .max(ID_MAX)
  .refine(isSingleLineText, 'an id must be one line of text');
const idNumber = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const id = z.union([idText, idNumber]).transform(String);
const nullableId = z
  .union([z.literal(''), idText, idNumber])
  .nullish()
  .transform((value) => (value == null || value === '' ? null : String(value)));
/** One line of the provider's text (names, titles), cleaned as a person's would be. */
const line = (max: number) => singleLineText({ max });
/** A text area of the provider's (descriptions, standup answers); missing is empty. */
const paragraph = (max: number) =>
  multiLineText({ max })
    .nullish()
    .transform((value) => value ?? '');
/** A day that exists, within the product's range: yyyy-mm-dd, or an ISO date-time's date. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'expected a date (yyyy-mm-dd)')
  .transform((value) => value.slice(0, 10))
  .refine(isIsoDate, { message: 'not a calendar date', abort: true })
  .refine(isDateInRange, 'a date outside 1900-01-01..2100-12-31');
/** An ISO date-time with its offset (or Z), its day within the product's range. */
const instant = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const at = new Date(value);
    return !Number.isNaN(at.getTime()) && isDateInRange(at.toISOString().slice(0, 10));
  },
  { message: 'a date-time outside 1900..2100', when: (payload) => payload.issues.length === 0 },
);

/** Assembla sends hours as a decimal string ("1.5"); a number is accepted too. */
const hours = z
  .union([
    z.string().regex(/^\s*\d{1,6}(\.\d{1,6})?\s*$/, 'expected hours as a decimal string'),
    z.number(),
  ])
  .transform(Number)
  .refine((value) => Number.isFinite(value) && value >= 0, 'hours must be 0 or more');

/** The building blocks every provider's schemas share (jira.ts, gitlab.ts). */
export const providerFields = { id, nullableId, line, paragraph, isoDate, instant };

/** The longest text of the provider's kept in an event: the longest a person may write. */
export const PROVIDER_TITLE_MAX = 200;
export const PROVIDER_TEXT_MAX = 5000;

export const assemblaTaskSchema = z.object({
  id,
  description: paragraph(PROVIDER_TEXT_MAX),
  hours,
  begin_at: instant,
  end_at: instant.nullish().transform((value) => value ?? null),
  space_id: id,
  user_id: id,
  ticket_id: nullableId,
  ticket_number: z
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .nullish()
    .transform((value) => value ?? null),
  updated_at: instant.nullish().transform((value) => value ?? null),
});
export type AssemblaTask = z.output<typeof assemblaTaskSchema>;

export const assemblaMilestoneSchema = z.object({
  id,
  title: singleLineText({ max: PROVIDER_TITLE_MAX, required: 'a title is required' }),
  description: paragraph(PROVIDER_TEXT_MAX),
  start_date: isoDate.nullish().transform((value) => value ?? null),
  due_date: isoDate.nullish().transform((value) => value ?? null),
  is_completed: z.boolean(),
  space_id: id,
});
export type AssemblaMilestone = z.output<typeof assemblaMilestoneSchema>;

/** Newer answers name the status ("New"); older ones give a number with status_name. */
export const assemblaTicketSchema = z
  .object({
    id,
    number: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    summary: line(PROVIDER_TITLE_MAX),
    status: z.union([line(100).pipe(z.string().min(1)), z.number().int()]),
    status_name: line(100).nullish(),
    milestone_id: nullableId,
  })
  .transform(({ status, status_name, ...ticket }) => ({
    ...ticket,
    status: typeof status === 'string' ? status : (status_name ?? String(status)),
  }));
export type AssemblaTicket = z.output<typeof assemblaTicketSchema>;

export const assemblaSpaceSchema = z.object({
  id,
  name: singleLineText({ max: 100, required: 'a name is required' }),
  wiki_name: line(100).nullish(),
});
export type AssemblaSpace = z.output<typeof assemblaSpaceSchema>;

export const assemblaUserSchema = z.object({
  id,
  login: line(100).nullish(),
  name: line(100).nullish(),
  email: z
    .email()
    .max(254)
    .transform((value) => value.toLowerCase()),
});
export type AssemblaUser = z.output<typeof assemblaUserSchema>;

export const assemblaStandupSchema = z.object({
  id,
  user_id: id,
  filled_for: isoDate,
  what_i_did: paragraph(STANDUP_TEXT_MAX),
  what_i_will_do: paragraph(STANDUP_TEXT_MAX),
  roadblocks: paragraph(STANDUP_TEXT_MAX),
  away_flag: z.boolean().nullish(),
  created_at: instant.nullish().transform((value) => value ?? null),
});
export type AssemblaStandup = z.output<typeof assemblaStandupSchema>;

/** A provider record left out, and why; the sync counts and reports them to admins. */
export interface SkippedRecord {
  /** What it was, e.g. "tasks page 2, record 5 (id 9001)". */
  record: string;
  reason: string;
}

/** The records of a list answer that fit their schema, and the ones left out. */
export interface ProviderRecords<T> {
  records: T[];
  skipped: SkippedRecord[];
}

const safeId = (value: unknown) => {
  const parsed = id.safeParse(value);
  return parsed.success ? ` (id ${parsed.data})` : '';
};

/**
 * Parses each record of a list answer on its own: one that does not fit is skipped with its
 * reason, never stopping the others. Not a list at all: null (the caller refuses the answer).
 */
export function parseRecords<S extends z.ZodType>(
  schema: S,
  answer: unknown,
  label: string,
): ProviderRecords<z.output<S>> | null {
  if (!Array.isArray(answer)) return null;
  const result: ProviderRecords<z.output<S>> = { records: [], skipped: [] };
  answer.forEach((item: unknown, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) result.records.push(parsed.data);
    else
      result.skipped.push({
        record: `${label}, record ${index + 1}${safeId((item as { id?: unknown } | null)?.id)}`,
        reason: z.prettifyError(parsed.error),
      });
  });
  return result;
}
