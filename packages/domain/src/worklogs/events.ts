import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

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
});

/** A person logged hours of work on a workspace (and maybe a milestone) for a day. */
export interface HoursLogged {
  type: 'HoursLogged';
  data: z.infer<typeof hoursLoggedData>;
}

export type WorklogEvent = HoursLogged;

export const WORKLOG_EVENTS = {
  HoursLogged: { schema: hoursLoggedData },
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
