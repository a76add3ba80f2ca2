import { z } from 'zod';
import {
  isStorableText,
  multiLineText,
  singleLineText,
  TEXT_CHARACTERS_MESSAGE,
} from '../schemas/index.js';
import { LEAD_REQUEST_STATUSES } from './evolve.js';

const ticketUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters.')
  .refine(isStorableText, TEXT_CHARACTERS_MESSAGE)
  .refine(
    (value) => value === '' || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    'Enter a link that starts with http:// or https://.',
  )
  .default('');

/** POST /api/lead-requests (admins): a lead and who follows it up. */
export const leadRequestInputSchema = z.strictObject({
  name: singleLineText({ required: 'Name is required.', max: 100 }),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'At most 254 characters.')
    .pipe(z.email('Please enter a valid email.')),
  message: multiLineText({ max: 2000 }).default(''),
  ticketUrl,
  assigneeId: z.uuid('Please select user!'),
});
export type LeadRequestInput = z.input<typeof leadRequestInputSchema>;

/** POST /api/lead-requests/:id/reject (SPEC.md 5: a rejection needs a message). */
export const leadRequestRejectSchema = z.strictObject({
  reason: multiLineText({ required: 'Please input your Message!', max: 500 }),
});
export type LeadRequestReject = z.input<typeof leadRequestRejectSchema>;

/** POST /api/lead-requests/:id/reassign (SPEC.md 5: Re-assign user required). */
export const leadRequestReassignSchema = z.strictObject({
  assigneeId: z.uuid('Please select user!'),
});
export type LeadRequestReassign = z.input<typeof leadRequestReassignSchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const leadRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  ticketUrl: z.string().nullable(),
  status: z.enum(LEAD_REQUEST_STATUSES),
  assignee: named,
  /** The rejection message. */
  reason: z.string().nullable(),
  assignedAt: z.string(),
  updatedAt: z.string(),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;

/**
 * GET /api/lead-requests: admins and Viewers see every lead request, a User their own;
 * `assignees` are the people a lead can go to (active, role User), for the pickers.
 */
export const leadRequestListSchema = z.object({
  leadRequests: z.array(leadRequestSchema),
  assignees: z.array(named.extend({ isProviderUser: z.boolean() })),
});
export type LeadRequestList = z.infer<typeof leadRequestListSchema>;
