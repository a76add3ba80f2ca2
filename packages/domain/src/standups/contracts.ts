import { z } from 'zod';
import { CORRECTION_REASON_MAX } from '../access/index.js';
import { isoDateSchema, multiLineText, requiredText } from '../schemas/index.js';

export const STANDUP_FIELDS = ['yesterday', 'today', 'roadblocks'] as const;
export type StandupField = (typeof STANDUP_FIELDS)[number];

/** The form's questions (SPEC.md 2); '{label} is required!' uses them too. */
export const STANDUP_FIELD_LABELS: Record<StandupField, string> = {
  yesterday: 'What I did yesterday',
  today: 'What I will do today',
  roadblocks: 'Do you have roadblocks',
};

export const STANDUP_TEXT_MAX = 2000;

const answer = (field: StandupField) =>
  multiLineText({
    max: STANDUP_TEXT_MAX,
    tooLong: `${STANDUP_FIELD_LABELS[field]} must be at most ${STANDUP_TEXT_MAX} characters`,
  }).default('');

/**
 * POST /api/standups. A blank answer is allowed here because it may keep the answer given
 * earlier that day; the command refuses it when there is none (standupFormSchema mirrors
 * that in the form).
 */
export const standupInputSchema = z.strictObject({
  yesterday: answer('yesterday'),
  today: answer('today'),
  roadblocks: answer('roadblocks'),
});
export type StandupInput = z.input<typeof standupInputSchema>;

/** The form's schema: an answer is required only when today's standup has none yet. */
export function standupFormSchema(prefilled: Partial<Record<StandupField, string>>) {
  return standupInputSchema.superRefine((value, ctx) => {
    for (const field of STANDUP_FIELDS) {
      if (value[field] === '' && !prefilled[field]) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${STANDUP_FIELD_LABELS[field]} is required!`,
        });
      }
    }
  });
}

export const standupSchema = z.object({
  date: z.string(),
  yesterday: z.string(),
  today: z.string(),
  roadblocks: z.string(),
  workspace: z.object({ id: z.string(), name: z.string() }).nullable(),
  reportedAt: z.string(),
  updatedAt: z.string(),
});
export type Standup = z.infer<typeof standupSchema>;

/** GET /api/standups/today and the answer of POST /api/standups. */
export const todayStandupSchema = z.object({
  /** Today in the company time zone. */
  date: isoDateSchema('Not a date'),
  standup: standupSchema.nullable(),
});
export type TodayStandup = z.infer<typeof todayStandupSchema>;

const requiredAnswer = (field: StandupField) =>
  requiredText(STANDUP_FIELD_LABELS[field], STANDUP_TEXT_MAX, 'multi');

/** PUT /api/users/:id/standups/:date: the answers as they should be, and why. */
export const standupCorrectionSchema = z.strictObject({
  yesterday: requiredAnswer('yesterday'),
  today: requiredAnswer('today'),
  roadblocks: requiredAnswer('roadblocks'),
  reason: requiredText('Reason', CORRECTION_REASON_MAX, 'multi'),
});
export type StandupCorrectionInput = z.input<typeof standupCorrectionSchema>;

export const standupDayParamsSchema = z.object({
  id: z.uuid('Not a user id'),
  date: isoDateSchema('Not a date (YYYY-MM-DD)'),
});

const answersSchema = z.object({
  yesterday: z.string(),
  today: z.string(),
  roadblocks: z.string(),
});

/** GET /api/users/:id/standups/:date/history: the standup's corrections, oldest first. */
export const standupHistorySchema = z.object({
  changes: z.array(
    z.object({
      at: z.string(),
      by: z.object({ id: z.string(), name: z.string() }),
      reason: z.string(),
      from: answersSchema,
      to: answersSchema,
    }),
  ),
});
export type StandupHistory = z.infer<typeof standupHistorySchema>;
