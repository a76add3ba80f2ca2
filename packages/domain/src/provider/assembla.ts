import { z } from 'zod';

/**
 * Assembla API v1 responses (REFERENCE.md), as the adapter accepts them. Every response is
 * parsed with these before anything is applied: a page that does not fit is refused whole.
 * Ids arrive as strings or numbers depending on the endpoint and the API's age; they are
 * kept as strings. Only the fields the sync reads are required; the rest pass through.
 */
const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const nullableId = z
  .union([z.string(), z.number().int()])
  .nullish()
  .transform((value) => (value == null || value === '' ? null : String(value)));
/** yyyy-mm-dd, or an ISO date-time whose date part is taken. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'expected a date (yyyy-mm-dd)')
  .transform((value) => value.slice(0, 10));
const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expected a date-time');

/** Assembla sends hours as a decimal string ("1.5"); a number is accepted too. */
const hours = z
  .union([
    z.string().regex(/^\s*\d+(\.\d+)?\s*$/, 'expected hours as a decimal string'),
    z.number(),
  ])
  .transform(Number)
  .refine((value) => Number.isFinite(value) && value >= 0, 'hours must be 0 or more');

export const assemblaTaskSchema = z.object({
  id,
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
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
    .nullish()
    .transform((value) => value ?? null),
  updated_at: instant.nullish().transform((value) => value ?? null),
});
export type AssemblaTask = z.output<typeof assemblaTaskSchema>;
export const assemblaTaskPageSchema = z.array(assemblaTaskSchema);

export const assemblaMilestoneSchema = z.object({
  id,
  title: z.string().min(1),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  start_date: isoDate.nullish().transform((value) => value ?? null),
  due_date: isoDate.nullish().transform((value) => value ?? null),
  is_completed: z.boolean(),
  space_id: id,
});
export type AssemblaMilestone = z.output<typeof assemblaMilestoneSchema>;
export const assemblaMilestoneListSchema = z.array(assemblaMilestoneSchema);

/** Newer answers name the status ("New"); older ones give a number with status_name. */
export const assemblaTicketSchema = z
  .object({
    id,
    number: z.number().int().positive(),
    summary: z.string(),
    status: z.union([z.string().min(1), z.number().int()]),
    status_name: z.string().nullish(),
    milestone_id: nullableId,
  })
  .transform(({ status, status_name, ...ticket }) => ({
    ...ticket,
    status: typeof status === 'string' ? status : (status_name ?? String(status)),
  }));
export type AssemblaTicket = z.output<typeof assemblaTicketSchema>;

export const assemblaSpaceSchema = z.object({
  id,
  name: z.string().min(1),
  wiki_name: z.string().nullish(),
});
export type AssemblaSpace = z.output<typeof assemblaSpaceSchema>;
export const assemblaSpaceListSchema = z.array(assemblaSpaceSchema);

export const assemblaUserSchema = z.object({
  id,
  login: z.string().nullish(),
  name: z.string().nullish(),
  email: z.email().transform((value) => value.toLowerCase()),
});
export type AssemblaUser = z.output<typeof assemblaUserSchema>;
export const assemblaUserListSchema = z.array(assemblaUserSchema);

export const assemblaStandupSchema = z.object({
  id,
  user_id: id,
  filled_for: isoDate,
  what_i_did: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  what_i_will_do: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  roadblocks: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  away_flag: z.boolean().nullish(),
  created_at: instant.nullish().transform((value) => value ?? null),
});
export type AssemblaStandup = z.output<typeof assemblaStandupSchema>;
export const assemblaStandupListSchema = z.array(assemblaStandupSchema);
