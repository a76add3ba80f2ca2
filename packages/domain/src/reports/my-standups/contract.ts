/** My Standups (/UserStandupReport): the contract of the signed-in person's standups. */
import { z } from 'zod';
import { signedIn } from '../../access/index.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import { asOfQuery } from '../as-of.js';
import { reportFrame, reportRangeQuerySchema } from '../contracts.js';

export const myStandupRowSchema = z.object({
  date: z.string(),
  /** A weekday without a standup: 'Holiday', 'On leave (Sick)' or 'Not Added'; else null. */
  missing: z.string().nullable(),
  /** null: a weekday without a standup (what it is: `missing`). */
  standup: z
    .object({
      reportedAt: z.string(),
      workspace: z.string().nullable(),
      yesterday: z.string(),
      today: z.string(),
      roadblocks: z.string(),
      /** The person may correct it now (correctionRefusal: not synced, window open). */
      correctable: z.boolean(),
    })
    .nullable(),
});
export type MyStandupRow = z.infer<typeof myStandupRowSchema>;

/** GET /api/reports/my-standups: the range, and optionally the instant it is seen as of. */
export const myStandupsQuerySchema = reportRangeQuerySchema.extend({ ...asOfQuery });
export type MyStandupsQuery = z.input<typeof myStandupsQuerySchema>;

/** GET /api/reports/my-standups. */
export const myStandupsReportSchema = z.object({
  ...reportFrame,
  rows: z.array(myStandupRowSchema),
});
export type MyStandupsReport = z.infer<typeof myStandupsReportSchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const myStandupsEndpoints = {
  myStandups: endpoint({
    method: 'GET',
    path: '/api/reports/my-standups',
    tags: ['reports'],
    summary:
      'My standups from/to (default the last 8 days, from the day I joined), newest first; a weekday without one says Holiday, On leave (type) or Not Added; asOf: as recorded by that instant',
    query: myStandupsQuerySchema,
    responses: { 200: myStandupsReportSchema, ...errorResponses(400, 401) },
    access: signedIn,
  }),
};
