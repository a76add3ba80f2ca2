import { z } from 'zod';
import { asOfSchema, isoDateSchema, multiLineText, requiredText } from '../schemas/index.js';
import { EXPECTED_REASONS } from './overtime.js';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const REASON_MAX = 500;
const dayHours = z
  .number({ error: 'Hours must be a number' })
  .min(0, 'Hours must be at least 0')
  .max(24, 'Hours must be at most 24')
  .multipleOf(0.25, 'Use quarter hours (0.25)');

export const userIdParamsSchema = z.object({ id: z.uuid('Not a user id') });

/** POST /api/users/:id/working-time: expected hours Monday to Sunday from a day on. */
export const workingTimeInputSchema = z.strictObject({
  effectiveFrom: isoDateSchema('Choose the first day it applies'),
  weekHours: z
    .array(dayHours, { error: 'Give the hours of each weekday' })
    .length(7, 'Give the hours of each weekday, Monday to Sunday'),
  reason: multiLineText({ max: REASON_MAX }).default(''),
});
export type WorkingTimeInput = z.input<typeof workingTimeInputSchema>;

/** POST /api/users/:id/overtime-adjustments: hours added to (or taken from) the balance. */
export const overtimeAdjustmentInputSchema = z.strictObject({
  date: isoDateSchema('Choose the day it counts on'),
  hours: z
    .number({ error: 'Hours must be a number' })
    .min(-1000, 'At most 1000 hours at once')
    .max(1000, 'At most 1000 hours at once')
    .multipleOf(0.25, 'Use quarter hours (0.25)')
    .refine((hours) => hours !== 0, 'An adjustment of 0 hours changes nothing'),
  reason: requiredText('Reason', REASON_MAX, 'multi'),
});

const who = z.object({ id: z.string(), name: z.string() }).nullable();

/** GET /api/users/:id/working-time: with `asOf`, as recorded by that instant. */
export const workingTimeQuerySchema = z.object({ asOf: asOfSchema.optional() });

/** GET /api/users/:id/working-time: the person's contracts and adjustments, oldest first. */
export const workingTimeSchema = z.object({
  userId: z.string(),
  /** What applies when no contract was set: 8 hours Monday to Friday. */
  defaultWeekHours: z.array(z.number()),
  contracts: z.array(
    z.object({
      effectiveFrom: z.string(),
      weekHours: z.array(z.number()),
      reason: z.string(),
      by: who,
      at: z.string(),
    }),
  ),
  adjustments: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      hours: z.number(),
      reason: z.string(),
      by: who,
      at: z.string(),
    }),
  ),
});
export type WorkingTime = z.infer<typeof workingTimeSchema>;

/**
 * GET /api/users/:id/overtime: a period (this month up to today when left out); with
 * `asOf`, as recorded by that instant.
 */
export const overtimeQuerySchema = z.object({
  from: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  to: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  asOf: asOfSchema.optional(),
});

const sums = {
  expected: z.number(),
  logged: z.number(),
  adjustments: z.number(),
  balance: z.number(),
};

/** A person's overtime balance, explained: each day of the period and each month of the year. */
export const overtimeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  period: z.object(sums),
  carriedIn: z.number(),
  forfeited: z.number(),
  running: z.number(),
  carryOverCap: z.number().nullable(),
  months: z.array(z.object({ month: z.string(), ...sums, running: z.number() })),
  days: z.array(
    z.object({
      date: z.string(),
      expected: z.number(),
      logged: z.number(),
      balance: z.number(),
      reason: z.enum(EXPECTED_REASONS),
    }),
  ),
});
export type Overtime = z.infer<typeof overtimeSchema>;
