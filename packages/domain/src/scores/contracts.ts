import { z } from 'zod';
import { asOfSchema, multiLineText, singleLineText } from '../schemas/index.js';
import { LEAD_STEPS, SCORE_STEP_STATUSES, SCORE_STEPS, scoreDetailsData } from './events.js';
import { monthSchema } from './month.js';
import { SCORE_MISSING } from './decide.js';

/** SPEC.md 5: each criterion is required and rated 1 to 5 (the options offered). */
const rating = z
  .number({ error: SCORE_MISSING })
  .int('Must be a whole number')
  .min(1, SCORE_MISSING)
  .max(5, 'Must be less than 5');
const criteria = z
  .array(z.strictObject({ name: singleLineText({ required: SCORE_MISSING, max: 100 }), rating }))
  .max(50);

export const scoreDetailsSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('general'), criteria }),
  z.strictObject({
    type: z.literal('project'),
    projects: z
      .array(
        z.strictObject({
          name: singleLineText({ required: SCORE_MISSING, max: 100 }),
          weightage: z
            .number({ error: SCORE_MISSING })
            .min(0, 'Must be at least 0')
            .max(100, 'Must be less than 100'),
          comments: multiLineText({ max: 2000 }).default(''),
          criteria,
        }),
      )
      .max(30),
  }),
]);
export type ScoreDetailsInput = z.input<typeof scoreDetailsSchema>;

/** PUT /api/scores/:userId/:month/steps/:step. */
export const scoreStepParamsSchema = z.object({
  userId: z.uuid('Not a user id'),
  month: monthSchema,
  step: z.enum(SCORE_STEPS, { error: 'Not a step (lead1, lead2, lead3 or hr)' }),
});
export const scoreParamsSchema = scoreStepParamsSchema.omit({ step: true });

export const scoreStepInputSchema = z.strictObject({
  /** Save as Draft, or Save (submit; HR's only choice). */
  status: z.enum(SCORE_STEP_STATUSES, { error: 'Choose draft or submitted' }),
  /** The step's version the form was opened on; 0 when it was not saved yet. */
  baseVersion: z.number({ error: 'Missing version' }).int().min(0).max(1_000_000),
  comments: multiLineText({ max: 2000 }).default(''),
  /** The ratings; left out (null) by HR, who writes comments only. */
  score: scoreDetailsSchema.nullable().default(null),
});
export type ScoreStepInput = z.input<typeof scoreStepInputSchema>;

export const STEP_VIEW_STATUSES = ['pending', 'draft', 'submitted'] as const;

export const scoreStepViewSchema = z.object({
  step: z.enum(SCORE_STEPS),
  /** The lead of this step (HR's id for the HR step); null when nobody is assigned. */
  leadId: z.string().nullable(),
  leadName: z.string().nullable(),
  status: z.enum(STEP_VIEW_STATUSES),
  version: z.number().int(),
  score: scoreDetailsData.nullable(),
  comments: z.string(),
  total: z.number().nullable(),
  savedAt: z.string().nullable(),
});
export type ScoreStepView = z.infer<typeof scoreStepViewSchema>;

export const scoreSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  month: z.string(),
  /** 'Mar 2024' */
  monthLabel: z.string(),
  total: z.number().nullable(),
  /** 'submitted' once every assigned lead has submitted, else 'pending'. */
  status: z.enum(['pending', 'submitted']),
  approved: z.boolean(),
  /** False until someone saves a step: the month has no score yet. */
  exists: z.boolean(),
  templateName: z.string().nullable(),
  steps: z.array(scoreStepViewSchema),
});
export type Score = z.infer<typeof scoreSchema>;

export const personScoresSchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  /** Scored months of the period, newest first. */
  scores: z.array(scoreSchema),
  /** The scored month's score (the previous calendar month), whether saved or not. */
  current: scoreSchema,
  average: z.number().nullable(),
});
export type PersonScores = z.infer<typeof personScoresSchema>;

export const SCORE_PERIODS = [1, 3, 6, 12] as const;
export const SCORE_STATUS_FILTERS = ['all', 'pending', 'submitted'] as const;

/**
 * GET /api/scores, scores/team, scores/mine: Last 1, 3, 6 or 12 months (default 6); with
 * `asOf`, the same months as recorded by that instant.
 */
export const scoreListQuerySchema = z.strictObject({
  months: z.coerce
    .number({ error: 'Choose 1, 3, 6 or 12 months' })
    .refine((value) => (SCORE_PERIODS as readonly number[]).includes(value), {
      message: 'Choose 1, 3, 6 or 12 months',
    })
    .default(6),
  userId: z.uuid('Not a user id').optional(),
  status: z
    .enum(SCORE_STATUS_FILTERS, { error: 'Choose all, pending or submitted' })
    .default('all'),
  asOf: asOfSchema.optional(),
});
export type ScoreListQuery = z.input<typeof scoreListQuerySchema>;

export const scoreListSchema = z.object({
  /** The period's months, oldest first; the last is the scored month. */
  months: z.array(z.string()),
  currentMonth: z.string(),
  people: z.array(personScoresSchema),
});
export type ScoreList = z.infer<typeof scoreListSchema>;

/** GET /api/scores/:userId/:month: the score and what the Edit Score modal needs. */
/** GET /api/scores/:userId/:month: with `asOf`, the score as recorded by that instant. */
export const scoreFormQuerySchema = z.object({ asOf: asOfSchema.optional() });
export type ScoreFormQuery = z.input<typeof scoreFormQuerySchema>;

export const scoreFormSchema = z.object({
  /** The score now, or as it stood at the `asOf` asked. */
  score: scoreSchema,
  /**
   * An approved score as it stood when it was approved (its ScoreApproved's instant), so a
   * step saved since shows beside it; null until approved.
   */
  approval: z.object({ at: z.string(), score: scoreSchema }).nullable(),
  template: z.object({ name: z.string(), fields: z.array(z.string()) }).nullable(),
  /** Hours the person logged that month per workspace, with the pre-filled weightage. */
  projects: z.array(
    z.object({
      workspaceId: z.string(),
      name: z.string(),
      hours: z.number(),
      weightage: z.number().int(),
    }),
  ),
});
export type ScoreForm = z.infer<typeof scoreFormSchema>;

/**
 * GET /api/scores/:userId/:month/summary: the person's month beside the ratings, as the
 * Monthly Report counts it (attendanceFiguresOf) and the milestones they logged hours on.
 */
export const scoreMonthSummarySchema = z.object({
  month: z.string(),
  /** Hours logged against 8 x the working days they were with the company. */
  hoursLogged: z.number(),
  hoursAvailable: z.number(),
  /** Working days whose first standup came after the late-arrival cut-off. */
  lateArrivals: z.number().int(),
  /** Working days without a standup. */
  standupsMissed: z.number().int(),
  /** Working days on leave. */
  leaveDays: z.number().int(),
  /** The milestones they logged hours on, the most first. */
  milestones: z.array(z.object({ id: z.string(), name: z.string(), hours: z.number() })),
});
export type ScoreMonthSummary = z.infer<typeof scoreMonthSummarySchema>;

export const scoreKeySchema = z.strictObject({
  userId: z.uuid('Not a user id'),
  month: monthSchema,
});

/** POST /api/scores/approve: the checked rows. */
export const approveScoresSchema = z.strictObject({
  scores: z.array(scoreKeySchema).min(1, 'There are no Scores to Approve.').max(500),
});
export const approvedScoresSchema = z.object({
  approved: z.array(z.object({ userId: z.string(), month: z.string() })),
});

/** POST /api/scores/reminders: rows (or one step of a row) whose leads get an email. */
export const scoreRemindersSchema = z.strictObject({
  scores: z
    .array(scoreKeySchema.extend({ step: z.enum(LEAD_STEPS).optional() }))
    .min(1, 'Choose at least one score.')
    .max(500),
});
export const scoreRemindersAnswerSchema = z.object({
  reminders: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      month: z.string(),
      step: z.enum(LEAD_STEPS),
      leadId: z.string(),
    }),
  ),
});

export const HISTORY_KINDS = [
  'saved',
  'submitted',
  'approved',
  'reminder',
  'reminderSent',
] as const;

/** GET /api/scores/:userId/:month/history: the score's stream as a timeline. */
export const scoreHistorySchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(HISTORY_KINDS),
      step: z.enum(SCORE_STEPS).nullable(),
      status: z.enum(SCORE_STEP_STATUSES).nullable(),
      actor: z.object({ id: z.string(), name: z.string() }).nullable(),
      totalBefore: z.number().nullable(),
      totalAfter: z.number().nullable(),
    }),
  ),
});
export type ScoreHistory = z.infer<typeof scoreHistorySchema>;

/** SPEC.md 3: what each rating means, as the pickers offer them. */
export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: 'Exceeding Expectations',
  4: 'Fully Meeting Expectations',
  3: 'Missing Some Expectations',
  2: 'Missing Most Expectations',
  1: 'Meeting No Expectations',
};
