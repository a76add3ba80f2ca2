import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, singleLineText } from '../schemas/index.js';
import type { Role } from '../access/index.js';
import type { DayLabel } from '../calendar/index.js';

/** from/to of every report (DESIGN.md decision 3: inclusive ISO dates). */
export const reportRangeQuerySchema = z.object({
  from: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  to: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
});
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** What every report answers besides its rows: the range it covers and the company's today. */
export const reportFrame = {
  from: z.string(),
  to: z.string(),
  today: z.string(),
  timeZone: z.string(),
};

/** DESIGN.md decision 7: reports list these roles (and active people) only. */
export const ROLES_IN_REPORTS: readonly Role[] = ['User', 'Viewer'];

/** The workspace filter's option for the people without a standup that day. */
export const NOT_ADDED_WORKSPACE = 'not-added';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A comma-separated list in a query string, each item checked, duplicates dropped. The
 * issue is raised on the list itself so the 400 names the field, not an item's index.
 */
export const commaList = (isItem: (item: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .max(10_000, message)
    .transform((value, ctx) => {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      if (items.some((item) => !isItem(item))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(items)];
    });

const userIdsParam = commaList((item) => UUID_PATTERN.test(item), 'Not a list of user ids');
const teamParam = singleLineText({
  required: 'Team is empty',
  max: 100,
  tooLong: 'Team is too long',
});

/**
 * The filters every all-user report shares: from/to, users (ids; absent or empty =
 * everyone), workspaces (ids; absent = every workspace) and team (a team name).
 */
export const reportFilterQuerySchema = reportRangeQuerySchema.extend({
  users: userIdsParam.optional(),
  workspaces: commaList(
    (item) => UUID_PATTERN.test(item),
    'Not a list of workspace ids',
  ).optional(),
  team: teamParam.optional(),
});
export type ReportFilterQuery = z.input<typeof reportFilterQuerySchema>;

/** SPEC.md 9: the StandUp Report shows 20 rows a page, the other paged reports 100. */
export const STANDUPS_REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE = 100;

/**
 * The shared filters and `page` (1-based, default 1): the reports whose JSON answer is one
 * page of rows (the CSV download ignores it and has every row).
 */
export const pagedReportFilterQuerySchema = reportFilterQuerySchema.extend({
  page: pageQuerySchema,
});
export type PagedReportFilterQuery = z.input<typeof pagedReportFilterQuerySchema>;

/** What a paged report answers besides its page of rows (as GET /api/holidays). */
export const reportPage = {
  page: z.number(),
  pageSize: z.number(),
  /** Rows of the whole filtered range, every page. */
  total: z.number(),
};

/** Who a row of the attendance reports is about, and where they work. */
export const attendancePersonFields = {
  userId: z.string(),
  name: z.string(),
  teamName: z.string().nullable(),
  /** The person's live workspaces, by name (the Space / Work space column). */
  workspaces: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Working days in the range up to today (and before the person left). */
  workingDays: z.number(),
};

/** Every label a day can have (DESIGN.md decision 5), in the order of precedence. */
export const DAY_LABELS = [
  'Weekend (Saturday)',
  'Weekend (Sunday)',
  'Holiday',
  'On leave (Annual)',
  'On leave (Sick)',
  'On leave (Casual)',
  'In progress',
  'Leave pending (Annual)',
  'Leave pending (Sick)',
  'Leave pending (Casual)',
  'Absent',
  'Short Day',
  'Half Day',
  'Short Leave',
  'Full Day',
] as const satisfies readonly DayLabel[];
