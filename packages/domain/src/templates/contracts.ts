import { z } from 'zod';
import { singleLineText } from '../schemas/index.js';

export const TEMPLATE_NAME_REQUIRED = 'Name is required.';
export const TEMPLATE_TEAM_REQUIRED = 'Team Name is required.';
export const TEMPLATE_FIELD_REQUIRED = 'Missing Title';
export const TEMPLATE_FIELDS_REQUIRED = 'Add at least one field.';

/** POST /api/templates and PUT /api/templates/:id (SPEC.md 5: Template). */
export const templateInputSchema = z.strictObject({
  name: singleLineText({ required: TEMPLATE_NAME_REQUIRED, max: 100 }),
  teamIds: z
    .array(z.uuid({ error: 'Not a team id' }), { error: TEMPLATE_TEAM_REQUIRED })
    .min(1, TEMPLATE_TEAM_REQUIRED)
    .max(100),
  /** Field titles in their order; each is numbered from 1. */
  fields: z
    .array(singleLineText({ required: TEMPLATE_FIELD_REQUIRED, max: 100 }), {
      error: TEMPLATE_FIELDS_REQUIRED,
    })
    .min(1, TEMPLATE_FIELDS_REQUIRED)
    .max(50),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  fields: z.array(z.object({ name: z.string(), order: z.number().int() })),
});
export type Template = z.infer<typeof templateSchema>;

/** GET /api/templates: live templates by name. */
export const templateListSchema = z.object({ templates: z.array(templateSchema) });
