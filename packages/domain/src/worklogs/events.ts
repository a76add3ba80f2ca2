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

/** A person logged hours of work on a workspace (and maybe a milestone) for a day. */
export interface HoursLogged {
  type: 'HoursLogged';
  data: z.infer<typeof hoursLoggedData>;
}

export type WorklogEvent = HoursLogged;

export const WORKLOG_EVENTS = {
  HoursLogged: { schema: hoursLoggedData, upcasters: [addMissingTicket] },
} satisfies EventDefinitions<WorklogEvent>;

export const WORKLOG_EVENT_TYPES = [
  'HoursLogged',
] as const satisfies readonly WorklogEvent['type'][];

/**
 * One stream per person and day: the 24-hour limit of a day is a rule over all of that
 * day's entries, so they share one consistency boundary (DESIGN.md section 4) and two
 * entries at the same instant are decided one after the other.
 */
export const worklogDayStream = (userId: string, date: string) => `worklogs-${userId}-${date}`;
