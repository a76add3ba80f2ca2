import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

/** Hours logged on one day of the period, every entry together. */
const dayHours = z.object({ date: z.string(), hours: z.number() });
export type TimesheetDay = z.infer<typeof dayHours>;

/** The person's period: which stream, and its days. */
const periodFacts = {
  userId: z.string(),
  /** '2026-W48' or '2026-11'. */
  period: z.string(),
  from: z.string(),
  to: z.string(),
};

/** The hours of a revision: every day of the period (0 included) and their total. */
const revisionFacts = {
  revision: z.number(),
  days: z.array(dayHours),
  total: z.number(),
};

const timesheetSubmittedData = z.object({
  ...periodFacts,
  ...revisionFacts,
  /** The company-local day it was submitted. */
  on: z.string(),
});

const timesheetApprovedData = z.object({
  ...periodFacts,
  ...revisionFacts,
  by: z.string(),
  /** The company-local day it was approved: the lock message names it. */
  on: z.string(),
  note: z.string(),
});

const timesheetRejectedData = z.object({
  ...periodFacts,
  revision: z.number(),
  by: z.string(),
  on: z.string(),
  /** Why: emailed to the person, shown on My timesheet. */
  note: z.string(),
});

const timesheetWithdrawnData = z.object({ ...periodFacts, revision: z.number() });

const timesheetReopenedData = z.object({
  ...periodFacts,
  by: z.string(),
  on: z.string(),
  reason: z.string(),
});

const timesheetLockedData = z.object({
  ...periodFacts,
  on: z.string(),
  /** Settings' working days after the end it waited (timesheetAutoLockDays). */
  afterWorkingDays: z.number(),
});

const timesheetGraceGrantedData = z.object({
  ...periodFacts,
  by: z.string(),
  /** The last day the period stays open for the person's changes and submission. */
  until: z.string(),
});

const timesheetRejectionEmailedData = z.object({
  userId: z.string(),
  period: z.string(),
  /** The TimesheetRejected event the email told of. */
  rejectionEventId: z.string(),
  to: z.string(),
  at: z.string(),
});

/** Which reminder to submit (D296): the period has ended, or it locks after today. */
export const TIMESHEET_REMINDERS = ['ended', 'lastCall'] as const;
export type TimesheetReminder = (typeof TIMESHEET_REMINDERS)[number];

const timesheetReminderEmailedData = z.object({
  ...periodFacts,
  reminder: z.enum(TIMESHEET_REMINDERS),
  /** The company-local day of the run that sent it: one of each reminder per day at most. */
  on: z.string(),
  /** The hours the email said were logged in the period. */
  hours: z.number(),
  /** The address it went to (`to` is the period's last day). */
  email: z.string(),
  at: z.string(),
});

/** One period waiting in an approver's digest, as the email listed it. */
const waitingPeriod = z.object({
  userId: z.string(),
  period: z.string(),
  hours: z.number(),
  submittedOn: z.string(),
});
export type WaitingTimesheet = z.infer<typeof waitingPeriod>;

const timesheetApprovalsRemindedData = z.object({
  approverId: z.string(),
  /** The company-local day of the digest: one per approver and day at most. */
  on: z.string(),
  periods: z.array(waitingPeriod),
  to: z.string(),
  at: z.string(),
});

/** A person submitted their period's hours for approval: the revision's days as they were. */
export interface TimesheetSubmitted {
  type: 'TimesheetSubmitted';
  data: z.infer<typeof timesheetSubmittedData>;
}

/**
 * The approver approved a revision: its days' hours and total are kept exactly as approved,
 * so a later correction never rewrites them. The period is locked.
 */
export interface TimesheetApproved {
  type: 'TimesheetApproved';
  data: z.infer<typeof timesheetApprovedData>;
}

/** The approver rejected a submitted revision with a note; the period is open again. */
export interface TimesheetRejected {
  type: 'TimesheetRejected';
  data: z.infer<typeof timesheetRejectedData>;
}

/** The person took back a submission nobody had decided yet; the period is open again. */
export interface TimesheetWithdrawn {
  type: 'TimesheetWithdrawn';
  data: z.infer<typeof timesheetWithdrawnData>;
}

/** An Admin reopened an approved or locked period with a reason; the approved revision stays. */
export interface TimesheetReopened {
  type: 'TimesheetReopened';
  data: z.infer<typeof timesheetReopenedData>;
}

/** The daily run locked a period left open too many working days after its end. */
export interface TimesheetLocked {
  type: 'TimesheetLocked';
  data: z.infer<typeof timesheetLockedData>;
}

/** The approver gave the person until a day to finish and submit the period. */
export interface TimesheetGraceGranted {
  type: 'TimesheetGraceGranted';
  data: z.infer<typeof timesheetGraceGrantedData>;
}

/** The worker emailed a rejection's note to the person. */
export interface TimesheetRejectionEmailed {
  type: 'TimesheetRejectionEmailed';
  data: z.infer<typeof timesheetRejectionEmailedData>;
}

/** The worker reminded the person to submit the period (D296). */
export interface TimesheetReminderEmailed {
  type: 'TimesheetReminderEmailed';
  data: z.infer<typeof timesheetReminderEmailedData>;
}

/** The worker emailed an approver the digest of the periods waiting for them (D297). */
export interface TimesheetApprovalsReminded {
  type: 'TimesheetApprovalsReminded';
  data: z.infer<typeof timesheetApprovalsRemindedData>;
}

export type TimesheetEvent =
  | TimesheetSubmitted
  | TimesheetApproved
  | TimesheetRejected
  | TimesheetWithdrawn
  | TimesheetReopened
  | TimesheetLocked
  | TimesheetGraceGranted
  | TimesheetRejectionEmailed
  | TimesheetReminderEmailed;

export const TIMESHEET_EVENTS = {
  TimesheetSubmitted: { schema: timesheetSubmittedData },
  TimesheetApproved: { schema: timesheetApprovedData },
  TimesheetRejected: { schema: timesheetRejectedData },
  TimesheetWithdrawn: { schema: timesheetWithdrawnData },
  TimesheetReopened: { schema: timesheetReopenedData },
  TimesheetLocked: { schema: timesheetLockedData },
  TimesheetGraceGranted: { schema: timesheetGraceGrantedData },
  TimesheetRejectionEmailed: { schema: timesheetRejectionEmailedData },
  TimesheetReminderEmailed: { schema: timesheetReminderEmailedData },
} satisfies EventDefinitions<TimesheetEvent>;

export const TIMESHEET_APPROVER_EVENTS = {
  TimesheetApprovalsReminded: { schema: timesheetApprovalsRemindedData },
} satisfies EventDefinitions<TimesheetApprovalsReminded>;

export const TIMESHEET_EVENT_TYPES = [
  'TimesheetSubmitted',
  'TimesheetApproved',
  'TimesheetRejected',
  'TimesheetWithdrawn',
  'TimesheetReopened',
  'TimesheetLocked',
  'TimesheetGraceGranted',
  'TimesheetRejectionEmailed',
  'TimesheetReminderEmailed',
] as const satisfies readonly TimesheetEvent['type'][];

/**
 * One stream per person and period ('2026-W48' or '2026-11'): its submissions, decisions and
 * lock. A command on a day's hours reads the streams of the day's periods first (D290).
 */
export const timesheetStream = (userId: string, period: string) => `timesheet-${userId}-${period}`;

/** One stream per approver: the digests of what waited for them (D297). */
export const timesheetApproverStream = (approverId: string) => `timesheet-approver-${approverId}`;
