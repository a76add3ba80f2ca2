import { z } from 'zod';
import { isoDateSchema, requiredText } from '../schemas/index.js';
import { LEAVE_TYPES } from './events.js';

export const LEAVE_DETAILS_MAX = 2000;

/** POST /api/leaves and the Apply for leave form (SPEC.md 5, Leave). */
export const leaveInputSchema = z.strictObject({
  leaveType: z.enum(LEAVE_TYPES, { error: 'Leave Type is required.' }),
  details: requiredText('Leave Details', LEAVE_DETAILS_MAX, 'multi'),
  from: isoDateSchema('Please select the first day!'),
  to: isoDateSchema('Please select the last day!'),
});
export type LeaveInput = z.input<typeof leaveInputSchema>;

export const leaveListQuerySchema = z.object({
  from: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  to: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
});

export const leaveSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  leaveType: z.enum(LEAVE_TYPES),
  details: z.string(),
  from: z.string(),
  to: z.string(),
  appliedAt: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

/** GET /api/leaves: one's own, or everyone's for non-users; the newest first. */
export const leaveListSchema = z.object({ leaves: z.array(leaveSchema) });
export type LeaveList = z.infer<typeof leaveListSchema>;
