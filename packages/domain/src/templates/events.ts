import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

/** A criterion of a template, numbered from 1 in the order it is rated. */
const templateFieldData = z.object({ name: z.string(), order: z.number().int() });

const templateData = z.object({
  templateId: z.string(),
  name: z.string(),
  /** The teams whose people are scored with it; no other template has them. */
  teamIds: z.array(z.string()),
  fields: z.array(templateFieldData),
});
const templateDeletedData = z.object({ templateId: z.string(), name: z.string() });

export type TemplateField = z.infer<typeof templateFieldData>;

/** A score template was added for some teams. */
export interface TemplateCreated {
  type: 'TemplateCreated';
  data: z.infer<typeof templateData>;
}
/** A score template got a new name, teams or fields (all of them, as saved). */
export interface TemplateUpdated {
  type: 'TemplateUpdated';
  data: z.infer<typeof templateData>;
}
/** A score template was removed; scores already saved keep its name. */
export interface TemplateDeleted {
  type: 'TemplateDeleted';
  data: z.infer<typeof templateDeletedData>;
}
export type TemplateEvent = TemplateCreated | TemplateUpdated | TemplateDeleted;

export const TEMPLATE_EVENTS = {
  TemplateCreated: { schema: templateData },
  TemplateUpdated: { schema: templateData },
  TemplateDeleted: { schema: templateDeletedData },
} satisfies EventDefinitions<TemplateEvent>;

export const templateStream = (templateId: string) => `template-${templateId}`;
