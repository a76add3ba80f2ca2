import { z } from 'zod';
import { singleLineText } from '../schemas/index.js';

/** POST /api/teams and PUT /api/teams/:id (SPEC.md 5: Team name required). */
export const teamInputSchema = z.strictObject({
  name: singleLineText({ required: 'Name is required.', max: 100 }),
});
export type TeamInput = z.input<typeof teamInputSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** People (not deleted or rejected) whose team this is. */
  memberCount: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/teams: live teams by name. */
export const teamListSchema = z.object({ teams: z.array(teamSchema) });
