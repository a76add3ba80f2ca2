import { z } from 'zod';
import { isoDateSchema } from '../schemas/index.js';
import { asOfQuery, UUID_PATTERN } from '../reports/index.js';

/** The reports whose figures are explained, by their definitions' keys (and Scores). */
export const EXPLAINED_REPORTS = [
  'login-hours',
  'monthly',
  'detail',
  'timesheet',
  'milestones',
  'overtime',
  'scores',
] as const;
export type ExplainedReport = (typeof EXPLAINED_REPORTS)[number];

/** The figures of each report that an explanation can be asked for, by their row's field names. */
export const EXPLAINED_FIGURES = {
  'login-hours': ['totalHours', 'hoursAvailable', 'status'],
  monthly: ['workingDays', 'absences', 'leaveDays'],
  detail: ['hoursAvailable', 'hoursLogged', 'hoursOnWork', 'noStandups', 'lateArrivals'],
  timesheet: ['totalHours'],
  milestones: ['hours', 'totalHours'],
  overtime: ['expected', 'logged', 'adjustments', 'balance', 'running'],
  scores: ['total'],
} as const satisfies Record<ExplainedReport, readonly string[]>;
export type ExplainedFigure = (typeof EXPLAINED_FIGURES)[ExplainedReport][number];

const ALL_FIGURES = [...new Set(Object.values(EXPLAINED_FIGURES).flat())] as [
  ExplainedFigure,
  ...ExplainedFigure[],
];

const MONTH_MESSAGE = 'Not a month (YYYY-MM)';
const FIELD_MESSAGE = {
  date: 'Choose the day (date) of the figure',
  range: 'Choose the days (from and to) of the figure',
  workspace: 'Choose the workspace of the figure',
  month: 'Choose the month of the score',
  figure: 'This report has no such figure',
} as const;

/**
 * The days of a figure: a Login/Hours cell's day (`date`, else `from` or `to`), or from..to
 * of a figure over days, one end standing for both when the other is left out.
 */
export function figureDays(query: {
  report: ExplainedReport;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): { from: string | undefined; to: string | undefined } {
  if (query.report === 'login-hours') {
    const day = query.date ?? query.from ?? query.to;
    return { from: day, to: day };
  }
  return {
    from: query.from ?? query.date ?? query.to,
    to: query.to ?? query.date ?? query.from,
  };
}

/**
 * GET /api/explain: which figure. A day's figure (Login/Hours) names its person and date; a
 * figure over days (Monthly, Detail, TimeSheet, Milestone, Overtime) its person and from/to
 * (figureDays);
 * a TimeSheet or Milestone cell its workspace and milestone ('none': No Milestone); a
 * score its person and month. asOf: the figure as it stood at that instant.
 */
export const explainQuerySchema = z
  .object({
    report: z.enum(EXPLAINED_REPORTS, { error: 'Not a report that explains its figures' }),
    figure: z.enum(ALL_FIGURES, { error: FIELD_MESSAGE.figure }),
    user: z.uuid('Not a user id'),
    date: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
    from: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
    to: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
    workspace: z.uuid('Not a workspace id').optional(),
    milestone: z
      .string({ error: "Not a milestone id or 'none'" })
      .refine((value) => value === 'none' || UUID_PATTERN.test(value), {
        message: "Not a milestone id or 'none'",
      })
      .optional(),
    month: z
      .string({ error: MONTH_MESSAGE })
      .regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
      .optional(),
    ...asOfQuery,
  })
  .superRefine((query, ctx) => {
    const figures: readonly string[] = EXPLAINED_FIGURES[query.report];
    if (!figures.includes(query.figure)) {
      ctx.addIssue({ code: 'custom', path: ['figure'], message: FIELD_MESSAGE.figure });
    }
    const { from, to } = figureDays(query);
    if (query.report !== 'scores' && (from === undefined || to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.report === 'login-hours' ? 'date' : 'from'],
        message: query.report === 'login-hours' ? FIELD_MESSAGE.date : FIELD_MESSAGE.range,
      });
    }
    if (from !== undefined && to !== undefined && to < from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
    }
    const cell =
      query.report === 'timesheet' || (query.report === 'milestones' && query.figure === 'hours');
    if (cell && (query.workspace === undefined || query.milestone === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['workspace'], message: FIELD_MESSAGE.workspace });
    }
    if (query.report === 'scores' && query.month === undefined) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: FIELD_MESSAGE.month });
    }
  });
export type ExplainQuery = z.infer<typeof explainQuerySchema>;
export type ExplainQueryInput = z.input<typeof explainQuerySchema>;

/** Where an event came from, in the words a person checks a figure with. */
export const eventOriginSchema = z.discriminatedUnion('kind', [
  /** Typed (or clicked) by the person it is about, or by whoever acted. */
  z.object({ kind: z.literal('typed') }),
  z.object({ kind: z.literal('corrected'), reason: z.string() }),
  z.object({ kind: z.literal('deleted'), reason: z.string() }),
  z.object({
    kind: z.literal('synced'),
    ticket: z.object({ number: z.number(), url: z.string() }).nullable(),
  }),
  z.object({ kind: z.literal('system') }),
]);
export type EventOrigin = z.infer<typeof eventOriginSchema>;

/** One event behind a figure. */
export const explainedEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  streamId: z.string(),
  /** When it was recorded, ISO UTC. */
  recordedAt: z.string(),
  /** Who recorded it; null: the system. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  origin: eventOriginSchema,
  /** What it says, in one line ("7.5 h on Platform Core: API work"). */
  summary: z.string(),
});
export type ExplainedEvent = z.infer<typeof explainedEventSchema>;

/** A fact that entered the figure: a day, an entry, a step; its value and its events. */
export const explainedFactSchema = z.object({
  label: z.string(),
  date: z.string().nullable(),
  value: z.number(),
  eventIds: z.array(z.string()),
});
export type ExplainedFact = z.infer<typeof explainedFactSchema>;

/**
 * How the figure is made of its facts: their sum, their mean (a score), or a rule over them
 * (a day's label, whose facts say what the rule looked at).
 */
export const EXPLAIN_COMBINES = ['sum', 'mean', 'rule'] as const;

/** GET /api/explain: the figure, the rule that decides it, its facts and their events. */
export const explanationSchema = z.object({
  report: z.enum(EXPLAINED_REPORTS),
  figure: z.enum(ALL_FIGURES),
  /** Whose figure: their history holds the events. */
  user: z.object({ id: z.string(), name: z.string() }),
  /** "Hours logged on Tue 3 Nov 2026". */
  title: z.string(),
  /** The rule, in one sentence. */
  rule: z.string(),
  /** The figure: a number, or a day's label. */
  value: z.union([z.number(), z.string()]).nullable(),
  unit: z.enum(['hours', 'days', 'points', 'label']),
  combine: z.enum(EXPLAIN_COMBINES),
  facts: z.array(explainedFactSchema),
  /** The events behind the facts, in the order they were recorded. */
  events: z.array(explainedEventSchema),
  /** The instant the figure stands at; null: now. */
  asOf: z.string().nullable(),
  /** With asOf: the events recorded since on the same records, which may have changed it. */
  laterEvents: z.array(explainedEventSchema),
});
export type Explanation = z.infer<typeof explanationSchema>;
