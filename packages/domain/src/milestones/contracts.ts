import { z } from 'zod';
import { isoDateSchema, multiLineText, singleLineText } from '../schemas/index.js';
import { DUE_BEFORE_START_MESSAGE } from './decide.js';

export const MILESTONE_DESCRIPTION_MAX = 100;
export const MILESTONE_TITLE_MAX = 200;
export const MILESTONE_STATUSES = ['Active', 'Completed'] as const;

const fields = z.strictObject({
  title: singleLineText({ required: 'Name is required.', max: MILESTONE_TITLE_MAX }),
  startDate: isoDateSchema('Date is required.'),
  dueDate: isoDateSchema('Date is required.'),
  description: multiLineText({
    required: 'Description is required.',
    max: MILESTONE_DESCRIPTION_MAX,
  }),
});

const datesInOrder = <T extends { startDate: string; dueDate: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.dueDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_BEFORE_START_MESSAGE });
  }
};

/** POST /api/workspaces/:id/milestones and the Add Milestone form (SPEC.md 5). */
export const milestoneInputSchema = fields.superRefine(datesInOrder);
export type MilestoneInput = z.input<typeof milestoneInputSchema>;

/** PUT /api/milestones/:id and the 'Edit MileStone' form: the same fields and a status. */
export const milestoneUpdateSchema = fields
  .extend({ status: z.enum(MILESTONE_STATUSES, { error: 'Status is required.' }) })
  .superRefine(datesInOrder);
export type MilestoneUpdateInput = z.input<typeof milestoneUpdateSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  isCompleted: z.boolean(),
  isProviderMilestone: z.boolean(),
  isActive: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** GET /api/workspaces/:id/milestones: the listed ones (see isListedMilestone), by due date. */
/** GET /api/workspaces/:id/milestones?completed=include also lists the completed ones. */
export const milestoneListQuerySchema = z.strictObject({
  completed: z
    .enum(['include', 'exclude'], { error: "completed is 'include' or 'exclude'." })
    .default('exclude'),
});

export const milestoneListSchema = z.object({
  workspace: z.object({ id: z.string(), name: z.string(), isProviderSpace: z.boolean() }),
  milestones: z.array(milestoneSchema),
  today: z.string(),
});
export type MilestoneList = z.infer<typeof milestoneListSchema>;

/** GET /api/milestones/:id: the milestone and the hours logged against it. */
export const milestoneDetailSchema = z.object({
  milestone: milestoneSchema.extend({ workspaceName: z.string() }),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      details: z.string(),
      hours: z.number(),
      date: z.string(),
      user: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
  totalHours: z.number(),
  today: z.string(),
});
export type MilestoneDetail = z.infer<typeof milestoneDetailSchema>;
