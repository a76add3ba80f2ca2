import { z } from 'zod';
import { isoDateSchema } from '../shared/schemas.js';

/** from/to of every report (DESIGN.md decision 3: inclusive ISO dates). */
export const reportRangeQuerySchema = z.object({
  from: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  to: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
});
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** What every report answers besides its rows: the range it covers and the company's today. */
const reportFrame = {
  from: z.string(),
  to: z.string(),
  today: z.string(),
  timeZone: z.string(),
};

export const myStandupRowSchema = z.object({
  date: z.string(),
  /** null: a weekday without a standup ('Not Added'). */
  standup: z
    .object({
      reportedAt: z.string(),
      workspace: z.string().nullable(),
      yesterday: z.string(),
      today: z.string(),
      roadblocks: z.string(),
    })
    .nullable(),
});
export type MyStandupRow = z.infer<typeof myStandupRowSchema>;

/** GET /api/reports/my-standups. */
export const myStandupsReportSchema = z.object({
  ...reportFrame,
  rows: z.array(myStandupRowSchema),
});
export type MyStandupsReport = z.infer<typeof myStandupsReportSchema>;

export const userDayRowSchema = z.object({
  date: z.string(),
  label: z.string(),
  firstStandupAt: z.string().nullable(),
  lastLogAt: z.string().nullable(),
  hoursAvailable: z.number(),
  hoursLogged: z.number(),
});
export type UserDayRow = z.infer<typeof userDayRowSchema>;

/** GET /api/reports/users/:id/days. */
export const userDaysReportSchema = z.object({
  ...reportFrame,
  user: z.object({ id: z.string(), name: z.string() }),
  days: z.array(userDayRowSchema),
});
export type UserDaysReport = z.infer<typeof userDaysReportSchema>;
