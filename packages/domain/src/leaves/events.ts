import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

export const LEAVE_TYPES = ['Annual', 'Sick', 'Casual'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

const leaveAppliedData = z.object({
  leaveId: z.string(),
  userId: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  details: z.string(),
  /** First and last company-local day of the leave, both included. */
  from: z.string(),
  to: z.string(),
});

const leaveNotificationSentData = z.object({
  leaveId: z.string(),
  /** The HR address the email went to. */
  to: z.string(),
  /** When the mail server accepted the email, ISO UTC. */
  at: z.string(),
});

/** A person applied for leave; HR is told by email. */
export interface LeaveApplied {
  type: 'LeaveApplied';
  data: z.infer<typeof leaveAppliedData>;
}

/** HR was emailed about the leave (the worker records it, so a retried job sends once). */
export interface LeaveNotificationSent {
  type: 'LeaveNotificationSent';
  data: z.infer<typeof leaveNotificationSentData>;
}

export type LeaveEvent = LeaveApplied | LeaveNotificationSent;

export const LEAVE_EVENTS = {
  LeaveApplied: { schema: leaveAppliedData },
  LeaveNotificationSent: { schema: leaveNotificationSentData },
} satisfies EventDefinitions<LeaveEvent>;

export const LEAVE_EVENT_TYPES = [
  'LeaveApplied',
  'LeaveNotificationSent',
] as const satisfies readonly LeaveEvent['type'][];

export const leaveStream = (leaveId: string) => `leave-${leaveId}`;
