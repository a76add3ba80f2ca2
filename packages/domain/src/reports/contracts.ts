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

/** DESIGN.md decision 7: reports list these roles (and active people) only. */
export const ROLES_IN_REPORTS: readonly Role[] = ['User', 'Viewer'];

/** The workspace filter's option for the people without a standup that day. */
export const NOT_ADDED_WORKSPACE = 'not-added';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A comma-separated list in a query string, each item checked, duplicates dropped. The
 * issue is raised on the list itself so the 400 names the field, not an item's index.
 */
const commaList = (isItem: (item: string) => boolean, message: string) =>
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

const userIdsParam = commaList((item) => UUID.test(item), 'Not a list of user ids');
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
  workspaces: commaList((item) => UUID.test(item), 'Not a list of workspace ids').optional(),
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

/**
 * GET /api/reports/standups: the shared filters, where workspaces may also hold
 * 'not-added' (the people without a standup; absent = everyone, with or without one).
 */
export const standupsReportQuerySchema = pagedReportFilterQuerySchema.extend({
  workspaces: commaList(
    (item) => item === NOT_ADDED_WORKSPACE || UUID.test(item),
    `Not a list of workspace ids or '${NOT_ADDED_WORKSPACE}'`,
  ).optional(),
});
export type StandupsReportQuery = z.input<typeof standupsReportQuerySchema>;

export const standupReportRowSchema = z.object({
  date: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  teamName: z.string().nullable(),
  /** null: no standup that day ('StandUp Not Added'). */
  standup: z
    .object({
      reportedAt: z.string(),
      workspace: z.object({ id: z.string(), name: z.string() }).nullable(),
      yesterday: z.string(),
      today: z.string(),
      roadblocks: z.string(),
    })
    .nullable(),
});
export type StandupReportRow = z.infer<typeof standupReportRowSchema>;

/** GET /api/reports/standups: one page of rows (STANDUPS_REPORT_PAGE_SIZE). */
export const standupsReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(standupReportRowSchema),
});
export type StandupsReport = z.infer<typeof standupsReportSchema>;

/** Who a row of the attendance reports is about, and where they work. */
const attendancePersonFields = {
  userId: z.string(),
  name: z.string(),
  teamName: z.string().nullable(),
  /** The person's live workspaces, by name (the Space / Work space column). */
  workspaces: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Working days in the range up to today (and before the person left). */
  workingDays: z.number(),
};

export const monthlyReportRowSchema = z.object({
  ...attendancePersonFields,
  /** Working days without a standup. */
  absences: z.number(),
  /** Working days on leave, shown beside the absences (DESIGN.md decision 4). */
  leaveDays: z.number(),
});
export type MonthlyReportRow = z.infer<typeof monthlyReportRowSchema>;

/** GET /api/reports/monthly: one row per person, by name; one page of them. */
export const monthlyReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(monthlyReportRowSchema),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

export const detailReportRowSchema = z.object({
  ...attendancePersonFields,
  /** 8 x working days. */
  hoursAvailable: z.number(),
  hoursLogged: z.number(),
  /** Sum over the days of (last log - first standup). */
  hoursOnWork: z.number(),
  noStandups: z.number(),
  /** Working days whose first standup was after 09:30 company time. */
  lateArrivals: z.number(),
});
export type DetailReportRow = z.infer<typeof detailReportRowSchema>;

/** GET /api/reports/detail: one row per person, by name; one page of them. */
export const detailReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(detailReportRowSchema),
});
export type DetailReport = z.infer<typeof detailReportSchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

/** One hours entry of the milestone report. */
export const milestoneReportEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  /** When it was made on its day; null when it was logged on a later day. */
  loggedAt: z.string().nullable(),
  user: namedSchema,
  workspace: namedSchema,
  /** null: 'No Milestone'. */
  milestone: namedSchema.nullable(),
  title: z.string(),
  /** The provider's ticket (synced entries); url null when it is not an http(s) link. */
  ticket: z.object({ number: z.number(), url: z.string().nullable() }).nullable(),
  hours: z.number(),
});
export type MilestoneReportEntry = z.infer<typeof milestoneReportEntrySchema>;

/** A milestone's (or a workspace's 'No Milestone') share of the hours. */
export const milestoneHoursSchema = z.object({
  milestone: namedSchema.nullable(),
  workspace: namedSchema,
  hours: z.number(),
  /** How many entries make up the hours. */
  entries: z.number(),
});
export type MilestoneHours = z.infer<typeof milestoneHoursSchema>;

/** 'Total hours locked By User': one card per person; their entries are asked for apart. */
export const milestoneReportUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  totalHours: z.number(),
  /** How many entries the person logged in the range: Details opens only with one or more. */
  entries: z.number(),
  milestones: z.array(milestoneHoursSchema),
});
export type MilestoneReportUser = z.infer<typeof milestoneReportUserSchema>;

/** People's cards a page of the milestone report shows. */
export const MILESTONE_REPORT_PAGE_SIZE = 30;
/** Entries a page of a milestone card's or a person's entries shows. */
export const MILESTONE_ENTRIES_PAGE_SIZE = 20;

/** GET /api/reports/milestones: the shared filters and the page of people's cards. */
export const milestoneReportQuerySchema = reportFilterQuerySchema.extend({
  page: pageQuerySchema,
});
export type MilestoneReportQuery = z.input<typeof milestoneReportQuerySchema>;

/**
 * GET /api/reports/milestones: every milestone's hours ('Total hours locked in Milestones')
 * and one page of the people's cards ('Total hours locked By User'), by name. Hours are
 * summed by the database; the entries behind a card are asked for with
 * GET /api/reports/milestones/entries, so the answer does not grow with them.
 */
export const milestoneReportSchema = z.object({
  ...reportFrame,
  totalHours: z.number(),
  milestones: z.array(milestoneHoursSchema),
  users: z.array(milestoneReportUserSchema),
  page: z.number(),
  pageSize: z.number(),
  /** How many people the report lists over all pages. */
  total: z.number(),
});
export type MilestoneReport = z.infer<typeof milestoneReportSchema>;

const MILESTONE_ENTRY_ID_MESSAGE = "Not a milestone id or 'none'";

/**
 * GET /api/reports/milestones/entries: the report's filters, and whose entries: one
 * person's (userId) or one card's (workspaceId and milestoneId, 'none' for No Milestone).
 */
export const milestoneEntriesQuerySchema = reportFilterQuerySchema
  .extend({
    page: pageQuerySchema,
    userId: z.uuid('Not a user id').optional(),
    workspaceId: z.uuid('Not a workspace id').optional(),
    milestoneId: z
      .string({ error: MILESTONE_ENTRY_ID_MESSAGE })
      .refine((value) => value === 'none' || z.uuid().safeParse(value).success, {
        message: MILESTONE_ENTRY_ID_MESSAGE,
      })
      .optional(),
  })
  .refine(
    (query) =>
      query.userId !== undefined ||
      (query.workspaceId !== undefined && query.milestoneId !== undefined),
    { message: 'Choose a person (userId) or a milestone (workspaceId and milestoneId)' },
  );
export type MilestoneEntriesQuery = z.input<typeof milestoneEntriesQuerySchema>;

/** GET /api/reports/milestones/entries: one page of the entries, newest first. */
export const milestoneEntriesSchema = z.object({
  ...reportFrame,
  entries: z.array(milestoneReportEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type MilestoneEntries = z.infer<typeof milestoneEntriesSchema>;

/** GET /api/reports/users/:id/days: which screen's columns Report.csv has. */
export const USER_DAYS_LAYOUTS = ['task-logs', 'user-report'] as const;

export const userDaysQuerySchema = reportRangeQuerySchema.extend({
  /** task-logs (default): Task Logs' columns; user-report: /usersReport's. */
  layout: z
    .enum(USER_DAYS_LAYOUTS, { error: `Choose ${USER_DAYS_LAYOUTS.join(' or ')}` })
    .optional(),
});
export type UserDaysQuery = z.input<typeof userDaysQuerySchema>;

/** The hours filter of the Login/Hours Report: 'Less than' N or 'At least' N. */
export const HOURS_FILTER_OPS = ['less', 'atLeast'] as const;
export type HoursFilterOp = (typeof HOURS_FILTER_OPS)[number];
export const HOURS_FILTER_LABELS: Record<HoursFilterOp, string> = {
  less: 'Less than',
  atLeast: 'At least',
};

export const HOURS_FILTER_MESSAGE = 'Hours must be a number from 0 to 24.';
export const HOURS_FILTER_OP_MESSAGE = "Choose 'less' or 'atLeast'.";
export const HOURS_FILTER_MISSING_MESSAGE = 'Enter a number of hours.';

/** A number of hours in a query string: up to two decimals, 0 to 24 (a day's limit). */
export const hoursQuerySchema = z
  .string({ error: HOURS_FILTER_MESSAGE })
  .regex(/^\d{1,2}(\.\d{1,2})?$/, HOURS_FILTER_MESSAGE)
  .transform(Number)
  .refine((hours) => hours <= 24, HOURS_FILTER_MESSAGE);

/**
 * GET /api/reports/login-hours: the shared filters, and hoursOp with hours (both or
 * neither): 'less' keeps the days whose total is below hours, 'atLeast' those at or above.
 */
export const loginHoursReportQuerySchema = pagedReportFilterQuerySchema
  .extend({
    hoursOp: z.enum(HOURS_FILTER_OPS, { error: HOURS_FILTER_OP_MESSAGE }).optional(),
    hours: hoursQuerySchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.hoursOp !== undefined && query.hours === undefined) {
      ctx.addIssue({ code: 'custom', path: ['hours'], message: HOURS_FILTER_MISSING_MESSAGE });
    }
    if (query.hours !== undefined && query.hoursOp === undefined) {
      ctx.addIssue({ code: 'custom', path: ['hoursOp'], message: HOURS_FILTER_OP_MESSAGE });
    }
  });
export type LoginHoursReportQuery = z.input<typeof loginHoursReportQuerySchema>;

/** Every label a day can have (DESIGN.md decision 5), in the order of precedence. */
export const DAY_LABELS = [
  'Weekend (Saturday)',
  'Weekend (Sunday)',
  'Holiday',
  'On leave (Annual)',
  'On leave (Sick)',
  'On leave (Casual)',
  'In progress',
  'Absent',
  'Short Day',
  'Half Day',
  'Short Leave',
  'Full Day',
] as const satisfies readonly DayLabel[];

/** One person on one day of the Login/Hours Report. The field names are stable. */
export const loginHoursRowSchema = z.object({
  userId: z.string().describe("The person's id"),
  name: z.string().describe("The person's name"),
  teamName: z.string().nullable().describe("The person's team; null for none"),
  workspaces: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe('The workspaces the person belongs to, by name'),
  date: z.string().describe('The company-local day, YYYY-MM-DD'),
  totalHours: z.number().describe('Hours logged for the day'),
  firstStandupAt: z
    .string()
    .nullable()
    .describe('When the first standup of the day was added, ISO UTC; null: none'),
  lastLogAt: z
    .string()
    .nullable()
    .describe('When the last entry made that day was logged, ISO UTC; null: none'),
  hoursAvailable: z.number().describe('max(0, lastLogAt - firstStandupAt - 1 hour)'),
  status: z
    .enum(DAY_LABELS)
    .describe(
      'Weekend, Holiday, On leave (its type), In progress (today), Absent (a working day without hours), else by hours',
    ),
});
export type LoginHoursRow = z.infer<typeof loginHoursRowSchema>;

/** One person's chart bar: hours logged against hours available over every filtered row. */
export const loginHoursTotalSchema = z.object({
  userId: z.string(),
  name: z.string(),
  totalHours: z.number(),
  hoursAvailable: z.number(),
});
export type LoginHoursTotal = z.infer<typeof loginHoursTotalSchema>;

/**
 * GET /api/reports/login-hours: one page of rows, newest day first, then by name; totals by
 * name over the whole filtered range (every page), summed by the database.
 */
export const loginHoursReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(loginHoursRowSchema),
  totals: z.array(loginHoursTotalSchema),
});
export type LoginHoursReport = z.infer<typeof loginHoursReportSchema>;
