import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

/** Each assigned lead has a step; HR has one more, for HR comments only (DESIGN.md 9). */
export const SCORE_STEPS = ['lead1', 'lead2', 'lead3', 'hr'] as const;
export type ScoreStep = (typeof SCORE_STEPS)[number];
export const LEAD_STEPS = ['lead1', 'lead2', 'lead3'] as const;
export type LeadStep = (typeof LEAD_STEPS)[number];

export const SCORE_STEP_STATUSES = ['draft', 'submitted'] as const;
export type ScoreStepStatus = (typeof SCORE_STEP_STATUSES)[number];

const ratedCriterion = z.object({ name: z.string(), rating: z.number() });
export const scoreDetailsData = z.discriminatedUnion('type', [
  z.object({ type: z.literal('general'), criteria: z.array(ratedCriterion) }),
  z.object({
    type: z.literal('project'),
    projects: z.array(
      z.object({
        name: z.string(),
        weightage: z.number(),
        comments: z.string(),
        criteria: z.array(ratedCriterion),
      }),
    ),
  }),
]);

const scoreStepSavedData = z.object({
  userId: z.string(),
  month: z.string(),
  step: z.enum(SCORE_STEPS),
  /** The lead (or HR) who saved it. */
  savedBy: z.string(),
  status: z.enum(SCORE_STEP_STATUSES),
  /** The ratings; null for HR, who writes comments only. */
  score: scoreDetailsData.nullable(),
  comments: z.string(),
  /** This step's total from its ratings; null for HR. */
  stepTotal: z.number().nullable(),
  /** This step's version after the save: a save based on an older one is stale (409). */
  version: z.number().int(),
  /** The scored person's leads 1 to 3 when it was saved. */
  leadIds: z.array(z.string()),
  templateName: z.string().nullable(),
  /** The month total before and after this save (mean of submitted lead steps). */
  totalBefore: z.number().nullable(),
  totalAfter: z.number().nullable(),
});
const scoreSubmittedData = z.object({
  userId: z.string(),
  month: z.string(),
  total: z.number(),
});
const scoreApprovedData = z.object({
  userId: z.string(),
  month: z.string(),
  total: z.number(),
  approvedBy: z.string(),
});
const scoreReminderRequestedData = z.object({
  reminderId: z.string(),
  userId: z.string(),
  month: z.string(),
  step: z.enum(LEAD_STEPS),
  /** The lead the email goes to. */
  leadId: z.string(),
  requestedBy: z.string(),
});
const scoreReminderSentData = z.object({
  reminderId: z.string(),
  to: z.string(),
  at: z.string(),
});

/** A lead saved their step of a monthly score (draft or submitted), or HR saved HR comments. */
export interface ScoreStepSaved {
  type: 'ScoreStepSaved';
  data: z.infer<typeof scoreStepSavedData>;
}
/** Every assigned lead has submitted their step: the score waits for approval. */
export interface ScoreSubmitted {
  type: 'ScoreSubmitted';
  data: z.infer<typeof scoreSubmittedData>;
}
/** An admin or HR approved the score; it is frozen from now on. */
export interface ScoreApproved {
  type: 'ScoreApproved';
  data: z.infer<typeof scoreApprovedData>;
}
/** An admin or HR asked for a reminder email to a lead who has not submitted their step. */
export interface ScoreReminderRequested {
  type: 'ScoreReminderRequested';
  data: z.infer<typeof scoreReminderRequestedData>;
}
/** The score reminder email was accepted by the mail server. */
export interface ScoreReminderSent {
  type: 'ScoreReminderSent';
  data: z.infer<typeof scoreReminderSentData>;
}
export type ScoreEvent =
  ScoreStepSaved | ScoreSubmitted | ScoreApproved | ScoreReminderRequested | ScoreReminderSent;

export const SCORE_EVENTS = {
  ScoreStepSaved: { schema: scoreStepSavedData },
  ScoreSubmitted: { schema: scoreSubmittedData },
  ScoreApproved: { schema: scoreApprovedData },
  ScoreReminderRequested: { schema: scoreReminderRequestedData },
  ScoreReminderSent: { schema: scoreReminderSentData },
} satisfies EventDefinitions<ScoreEvent>;

/** DESIGN.md section 4: one stream per person and scored month. */
export const scoreStream = (userId: string, month: string) => `score-${userId}-${month}`;
