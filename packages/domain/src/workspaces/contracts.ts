import { z } from 'zod';
import { PROVIDER_LABELS, WORK_PROVIDERS } from '../shared/index.js';
import { singleLineText } from '../schemas/index.js';
import { HALL_TYPES } from './types.js';

const name = singleLineText({ required: 'Name is required.', max: 100 });

export const hallTypeSchema = z.literal(HALL_TYPES, {
  error: 'Choose a hall type of 10, 20, 30 or 40.',
});

/**
 * POST /api/workspaces (SPEC.md 5, Add space). `provider` names where its hours come from
 * (none, or the provider of `providerSpaceId`); SPEC.md's form sends `isProviderSpace` instead,
 * which links the space at the worker's provider (WORK_PROVIDER). Sent together, they agree.
 */
export const workspaceInputSchema = z
  .strictObject({
    name,
    isProviderSpace: z.boolean().optional(),
    provider: z
      .enum(['none', ...WORK_PROVIDERS], { error: 'Choose none, assembla, jira or gitlab.' })
      .optional(),
    /** The Assembla space id, Jira project key or GitLab project path; ignored for none. */
    providerSpaceId: singleLineText({ max: 200 }).default(''),
    hallType: hallTypeSchema.default(10),
  })
  .superRefine((value, ctx) => {
    if (
      value.provider !== undefined &&
      value.isProviderSpace !== undefined &&
      value.isProviderSpace !== (value.provider !== 'none')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['isProviderSpace'],
        message: 'isProviderSpace and provider disagree: send one of them.',
      });
      return;
    }
    const provider = value.provider ?? (value.isProviderSpace ? null : 'none');
    if (provider !== 'none' && value.providerSpaceId === '') {
      const label = provider === null ? 'Assembla space id' : PROVIDER_LABELS[provider].space;
      ctx.addIssue({ code: 'custom', path: ['providerSpaceId'], message: `${label} is required.` });
    }
  });
export type WorkspaceInput = z.input<typeof workspaceInputSchema>;

/** PUT /api/workspaces/:id. A provider link is fixed once made: milestones hang off it. */
export const workspaceUpdateSchema = z.strictObject({ name });
export type WorkspaceUpdate = z.input<typeof workspaceUpdateSchema>;

/** PUT /api/workspaces/:id/provider: the provider the workspace's hours come from, or none. */
export const workspaceProviderInputSchema = z
  .strictObject({
    provider: z.enum(['none', ...WORK_PROVIDERS], {
      error: 'Choose none, assembla, jira or gitlab.',
    }),
    /** The Assembla space id, Jira project key or GitLab project path; ignored for none. */
    providerSpaceId: singleLineText({ max: 200 }).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.provider !== 'none' && value.providerSpaceId === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['providerSpaceId'],
        message: `${PROVIDER_LABELS[value.provider].space} is required.`,
      });
    }
  });
export type WorkspaceProviderInput = z.input<typeof workspaceProviderInputSchema>;

/** PUT /api/workspaces/:id/seating: the hall type and the members from seat 1 on. */
export const seatingInputSchema = z.strictObject({
  hallType: hallTypeSchema,
  seatOrder: z
    .array(z.uuid('Not a user id'))
    .max(40, 'A hall has at most 40 seats.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each person can have only one seat.'),
});
export type SeatingInput = z.input<typeof seatingInputSchema>;

export const workspaceMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1-based position in the seat order; null when not seated yet. */
  seat: z.number().int().nullable(),
});

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  isProviderSpace: z.boolean(),
  /** The provider its hours come from (the worker's WORK_PROVIDER unless it named one). */
  provider: z.enum(WORK_PROVIDERS).nullable(),
  providerSpaceId: z.string().nullable(),
  providerCheck: z.enum(['not_checked']).nullable(),
  hallType: hallTypeSchema,
  /** Active people with this workspace among theirs: seated ones by seat, then by name. */
  members: z.array(workspaceMemberSchema),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** GET /api/workspaces: live workspaces by name. */
export const workspaceListSchema = z.object({ workspaces: z.array(workspaceSchema) });

/**
 * GET /api/provider/spaces: the Assembla spaces the last Sync Routine found, by name, to pick
 * a provider workspace's space from. `directorySynced` is false before the first Sync
 * Routine: no space is known yet and the form takes the id as typed (D187).
 */
export const providerSpaceListSchema = z.object({
  /** The provider asked of (the worker's WORK_PROVIDER unless the query names one). */
  provider: z.enum(WORK_PROVIDERS),
  directorySynced: z.boolean(),
  spaces: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProviderSpaceList = z.infer<typeof providerSpaceListSchema>;

/** GET /api/provider/spaces?provider=jira: one provider's spaces; left out, the default's. */
export const providerSpacesQuerySchema = z.strictObject({
  provider: z.enum(WORK_PROVIDERS, { error: 'Choose assembla, jira or gitlab.' }).optional(),
});
