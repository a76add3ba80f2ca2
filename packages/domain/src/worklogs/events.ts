import { z } from 'zod';
import type { EventDefinitions, Upcaster } from '../shared/index.js';

const hoursLoggedData = z.object({
  worklogId: z.string(),
  userId: z.string(),
  workspaceId: z.string(),
  /** null for 'No Milestone'. */
  milestoneId: z.string().nullable(),
  title: z.string(),
  details: z.string(),
  hours: z.number(),
  /** The company-local day the hours are for. */
  date: z.string(),
  /**
   * When the entry was made on the day it is for: the day's last entry ends its working
   * time (DESIGN.md decision 5). null for an entry made later for an earlier day, which
   * adds hours but says nothing about when that day's work ended.
   */
  loggedAt: z.string().nullable(),
  /**
   * The provider's ticket the hours were spent on (synced entries); null for an entry made
   * by hand. `url` opens the ticket on the provider's site.
   */
  ticket: z.object({ number: z.number(), url: z.string() }).nullable(),
});

/** Entries stored before tickets were kept have none. */
const addMissingTicket: Upcaster = (data) => ('ticket' in data ? data : { ...data, ticket: null });

/** What a correction may change of an entry: everything but its person, ticket and id. */
const entryFields = z.object({
  workspaceId: z.string(),
  milestoneId: z.string().nullable(),
  title: z.string(),
  details: z.string(),
  hours: z.number(),
  date: z.string(),
});
export type WorklogEntryFields = z.infer<typeof entryFields>;

const hoursCorrectedData = z.object({
  worklogId: z.string(),
  userId: z.string(),
  from: entryFields,
  to: entryFields,
  /**
   * The entry's loggedAt after the correction: kept on its day, null once moved to another
   * day (it was not made on that day, so it ends no working time there).
   */
  loggedAt: z.string().nullable(),
  reason: z.string(),
  /** Who corrected it: the person, or an Admin or a Manager. */
  by: z.string(),
});

const hoursMovedOutData = z.object({
  worklogId: z.string(),
  userId: z.string(),
  /** The day the entry left (this stream's) and the one it went to. */
  date: z.string(),
  toDate: z.string(),
});

const hoursDeletedData = z.object({
  worklogId: z.string(),
  userId: z.string(),
  /** The entry as it was. */
  from: entryFields,
  reason: z.string(),
  by: z.string(),
});

/** A person logged hours of work on a workspace (and maybe a milestone) for a day. */
export interface HoursLogged {
  type: 'HoursLogged';
  data: z.infer<typeof hoursLoggedData>;
}

/**
 * An entry was corrected, with a reason: on the stream of its new day (`to.date`), which
 * holds it from now on. A move to another day is followed by HoursMovedOut on the old one.
 */
export interface HoursCorrected {
  type: 'HoursCorrected';
  data: z.infer<typeof hoursCorrectedData>;
}

/**
 * An entry corrected to another day left this day's stream, freeing its hours here; the
 * HoursCorrected on its new day's stream says what changed (the read models read that one).
 */
export interface HoursMovedOut {
  type: 'HoursMovedOut';
  data: z.infer<typeof hoursMovedOutData>;
}

/** An entry was deleted, with a reason: its hours no longer count. */
export interface HoursDeleted {
  type: 'HoursDeleted';
  data: z.infer<typeof hoursDeletedData>;
}

export type WorklogEvent = HoursLogged | HoursCorrected | HoursMovedOut | HoursDeleted;

export const WORKLOG_EVENTS = {
  HoursLogged: { schema: hoursLoggedData, upcasters: [addMissingTicket] },
  HoursCorrected: { schema: hoursCorrectedData },
  HoursMovedOut: { schema: hoursMovedOutData },
  HoursDeleted: { schema: hoursDeletedData },
} satisfies EventDefinitions<WorklogEvent>;

export const WORKLOG_EVENT_TYPES = [
  'HoursLogged',
  'HoursCorrected',
  'HoursMovedOut',
  'HoursDeleted',
] as const satisfies readonly WorklogEvent['type'][];

/**
 * One stream per person and day: the 24-hour limit of a day is a rule over all of that
 * day's entries, so they share one consistency boundary (DESIGN.md section 4) and two
 * entries at the same instant are decided one after the other.
 */
export const worklogDayStream = (userId: string, date: string) => `worklogs-${userId}-${date}`;
