import {
  BREAK_HOURS,
  FULL_DAY_HOURS,
  HALF_DAY_HOURS,
  SHORT_LEAVE_HOURS,
  formatDay,
  labelAsOf,
  type DayLabel,
  type IsoDate,
} from '../calendar/index.js';
import {
  attendanceCalendar,
  attendanceFiguresOf,
  attendanceFrom,
  attendanceTotals,
  attendanceUntil,
  countedWorkingDays,
  dayFacts,
  emptyDayFacts,
  type DayFacts,
  formatClock,
  reportedFrom,
  reportedUntil,
  type ReportedPerson,
} from '../reports/index.js';
import { type OvertimeResult } from '../working-time/index.js';
import type { ExplainedFact, ExplainedFigure, Explanation, ExplainedReport } from './contracts.js';
import { explainedEvent } from './describe.js';
import type { Evidence, EvidenceDay, EvidenceEvent } from './evidence.js';

const HOUR_MS = 3_600_000;
const cents = (value: number) => Math.round(value * 100) / 100;

/** What every explanation is told: whose figure, the events read, and as of when. */
export interface ExplainContext {
  user: { id: string; name: string };
  /** The folded events recorded by `asOf` (all of them without one). */
  evidence: Evidence;
  /** Every event read, including those recorded after `asOf`. */
  events: readonly EvidenceEvent[];
  asOf: string | null;
  names: ReadonlyMap<string, string>;
  /** The company-local today: a report never counts a later day, and today is in progress. */
  today: IsoDate;
}

type Figure = Pick<Explanation, 'title' | 'rule' | 'value' | 'unit' | 'combine' | 'facts'>;

/**
 * The explanation of a figure: its facts' events (and, with asOf, the later events on the
 * same records), each named, in the order they were recorded.
 */
export function explanation(
  context: ExplainContext,
  report: ExplainedReport,
  figure: ExplainedFigure,
  made: Figure,
  extraEventIds: readonly string[] = [],
): Explanation {
  const wanted = new Set([...made.facts.flatMap((fact) => fact.eventIds), ...extraEventIds]);
  const cutoff = context.asOf === null ? null : Date.parse(context.asOf);
  const timeZone = context.evidence.calendar.timeZone;
  const byPosition = [...context.events].sort((a, b) => (a.position < b.position ? -1 : 1));
  const recorded = byPosition.filter(
    (event) => cutoff === null || Date.parse(event.recordedAt) <= cutoff,
  );
  return {
    report,
    figure,
    user: context.user,
    ...made,
    events: recorded
      .filter((event) => wanted.has(event.id))
      .map((event) => explainedEvent(event, context.names, timeZone)),
    asOf: context.asOf,
    laterEvents:
      cutoff === null
        ? []
        : byPosition
            .filter((event) => Date.parse(event.recordedAt) > cutoff)
            .map((event) => explainedEvent(event, context.names, timeZone)),
  };
}

const holidayIds = (context: ExplainContext, date: IsoDate) => {
  const id = context.evidence.holidayEventIds.get(date);
  return id === undefined ? [] : [id];
};

const factsOfDay = (context: ExplainContext, day: EvidenceDay | undefined, date: IsoDate) =>
  day === undefined
    ? emptyDayFacts(date, context.evidence.calendar)
    : dayFacts(day.activity, context.evidence.calendar);

const dayOf = (context: ExplainContext, date: IsoDate) =>
  context.evidence.people.get(context.user.id)?.get(date);

/** The rule of each day label, in one sentence (DESIGN.md decision 5). */
export function labelRule(label: DayLabel): string {
  if (label.startsWith('Weekend'))
    return `${label}: Saturdays and Sundays are never working days, whatever is logged on them.`;
  if (label === 'Holiday')
    return 'Holiday: a day the company marked as a holiday is not a working day.';
  if (label.startsWith('On leave'))
    return `${label}: an approved leave covers this working day; it shows as leave even with hours logged.`;
  if (label.startsWith('Leave pending'))
    return `${label}: a working day with no hours logged whose leave still waits for approval.`;
  if (label === 'In progress')
    return 'In progress: today is counted once it ends in the company time zone.';
  if (label === 'Absent')
    return 'Absent: a working day with no hours logged and no approved leave.';
  if (label === 'Short Day')
    return `Short Day: a working day with less than ${HALF_DAY_HOURS} hours logged.`;
  if (label === 'Half Day')
    return `Half Day: a working day with ${HALF_DAY_HOURS} to less than ${SHORT_LEAVE_HOURS} hours logged.`;
  if (label === 'Short Leave')
    return `Short Leave: a working day with ${SHORT_LEAVE_HOURS} to less than ${FULL_DAY_HOURS} hours logged.`;
  return `Full Day: a working day with ${FULL_DAY_HOURS} hours or more logged.`;
}

/** The entries of a day as facts: each entry's hours, with the events that made it so. */
const entryFacts = (day: EvidenceDay | undefined): ExplainedFact[] =>
  (day?.entries ?? []).map((entry) => ({
    label: entry.title,
    date: entry.date,
    value: entry.hours,
    eventIds: entry.eventIds,
  }));

/** A figure of one person's day: the Login/Hours cells and every day label. */
export function explainDay(
  context: ExplainContext,
  figure: 'totalHours' | 'hoursAvailable' | 'status',
  date: IsoDate,
): Explanation {
  const day = dayOf(context, date);
  const facts = factsOfDay(context, day, date);
  const on = formatDay(date);
  if (figure === 'totalHours') {
    return explanation(context, 'login-hours', figure, {
      title: `Hours logged on ${on}`,
      rule: 'Hours logged: the sum of the entries of the day as they stand, corrected or not; a deleted or moved entry counts for nothing.',
      value: day?.activity.hoursLogged ?? 0,
      unit: 'hours',
      combine: 'sum',
      facts: entryFacts(day),
    });
  }
  if (figure === 'hoursAvailable') {
    return explanation(context, 'login-hours', figure, availableFigure(context, day, facts, on));
  }
  const label = labelAsOf(facts.label, date, context.today);
  return explanation(
    context,
    'login-hours',
    figure,
    {
      title: `Status of ${on}`,
      rule: labelRule(label),
      value: label,
      unit: 'label',
      combine: 'rule',
      facts: [
        ...entryFacts(day),
        ...(facts.working
          ? []
          : [{ label: 'Not a working day', date, value: 0, eventIds: holidayIds(context, date) }]),
      ],
    },
    [...(day?.leaveEventIds ?? []), ...holidayIds(context, date)],
  );
}

function availableFigure(
  context: ExplainContext,
  day: EvidenceDay | undefined,
  facts: DayFacts,
  on: string,
): Figure {
  const zone = context.evidence.calendar.timeZone;
  const first = day?.activity.firstStandupAt ?? null;
  const last = day?.activity.lastLogAt ?? null;
  const onWork = facts.onWorkMs / HOUR_MS;
  const lastEntry = day?.entries.find((entry) => entry.loggedAt?.getTime() === last?.getTime());
  const span =
    first !== null && last !== null
      ? `From the first standup at ${formatClock(first, zone)} to the last entry made that day at ${formatClock(last, zone)}`
      : first === null
        ? 'No standup that day'
        : 'No entry made on the day itself';
  return {
    title: `Hours available on ${on}`,
    rule: `Hours available: the time from the day's first standup to the last entry made that day, less the ${BREAK_HOURS}-hour break, never below 0.`,
    value: facts.availableMs / HOUR_MS,
    unit: 'hours',
    combine: 'sum',
    facts: [
      {
        label: span,
        date: day?.date ?? null,
        value: onWork,
        eventIds: [
          ...(day?.standupEventId ? [day.standupEventId] : []),
          ...(lastEntry?.eventIds ?? []),
        ],
      },
      ...(onWork > 0
        ? [
            {
              label: onWork >= BREAK_HOURS ? 'Break' : 'Break (no more than the time on work)',
              date: null,
              value: -Math.min(BREAK_HOURS, onWork),
              eventIds: [],
            },
          ]
        : []),
    ],
  };
}

export type AttendanceFigure =
  | 'workingDays'
  | 'absences'
  | 'leaveDays'
  | 'hoursAvailable'
  | 'hoursLogged'
  | 'hoursOnWork'
  | 'noStandups'
  | 'lateArrivals';

const ATTENDANCE_RULES: Record<
  AttendanceFigure,
  { title: string; rule: string; unit: 'days' | 'hours' }
> = {
  workingDays: {
    title: 'Working days',
    rule: 'Working days: Monday to Friday that are not holidays, from the day the person joined to the day before they left, up to yesterday, and today once its standup is in.',
    unit: 'days',
  },
  absences: {
    title: 'Absences',
    rule: 'Absences: the working days counted without a standup; a leave is shown beside them, not taken off them.',
    unit: 'days',
  },
  noStandups: {
    title: 'No standups',
    rule: 'No standups: the working days counted without a standup.',
    unit: 'days',
  },
  leaveDays: {
    title: 'Leave days',
    rule: 'Leave days: the working days counted that an approved leave covers.',
    unit: 'days',
  },
  hoursAvailable: {
    title: 'Hours available',
    rule: `Hours available: ${FULL_DAY_HOURS} hours for each working day counted.`,
    unit: 'hours',
  },
  hoursLogged: {
    title: 'Hours logged',
    rule: 'Hours logged: the sum of the hours of every day counted, each day the sum of its entries as they stand.',
    unit: 'hours',
  },
  hoursOnWork: {
    title: 'Hours on work',
    rule: 'Hours on work: the sum over the days of the time from the first standup to the last entry made that day.',
    unit: 'hours',
  },
  lateArrivals: {
    title: 'Late arrivals',
    rule: "Late arrivals: the working days whose first standup came after 09:30 on the company's clock.",
    unit: 'days',
  },
};

/** A Monthly or Detail figure of one person over from..to, day by day. */
export function explainAttendance(
  context: ExplainContext,
  report: 'monthly' | 'detail',
  figure: AttendanceFigure,
  { from, to, person }: { from: IsoDate; to: IsoDate; person: ReportedPerson },
): Explanation {
  const calendar = attendanceCalendar({
    from,
    to,
    today: context.today,
    holidays: context.evidence.calendar.holidays,
  });
  const byDate = context.evidence.people.get(context.user.id) ?? new Map<IsoDate, EvidenceDay>();
  const days = [...byDate.values()].map((day) => ({
    date: day.date,
    hoursLogged: day.activity.hoursLogged,
    facts: dayFacts(day.activity, context.evidence.calendar),
  }));
  const totals = attendanceTotals(calendar, person, days);
  const figures = attendanceFiguresOf(calendar, person, totals);
  const counted = countedWorkingDays(calendar, person, totals.startedToday);
  const first = attendanceFrom(calendar, person);
  const until = attendanceUntil(calendar, person);
  const zone = context.evidence.calendar.timeZone;
  const dayFact = (date: IsoDate, label: string, value: number, ids: string[]): ExplainedFact => ({
    label: `${formatDay(date)}: ${label}`,
    date,
    value,
    eventIds: ids,
  });
  const standupIds = (date: IsoDate) => {
    const id = byDate.get(date)?.standupEventId;
    return id ? [id] : [];
  };
  const within = days
    .filter((day) => day.date >= first && day.date <= until)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  let facts: ExplainedFact[];
  switch (figure) {
    case 'workingDays':
      facts = counted.map((date) => dayFact(date, 'working day', 1, []));
      break;
    case 'absences':
    case 'noStandups': {
      const withStandup = new Set(
        within.filter((day) => day.facts.standupOnWorkingDay).map((day) => day.date),
      );
      facts = counted
        .filter((date) => !withStandup.has(date))
        .map((date) =>
          dayFact(date, 'no standup', 1, [...(byDate.get(date)?.leaveEventIds ?? [])]),
        );
      break;
    }
    case 'leaveDays':
      facts = within
        .filter((day) => day.facts.leaveOnWorkingDay)
        .map((day) =>
          dayFact(day.date, day.facts.label, 1, byDate.get(day.date)?.leaveEventIds ?? []),
        );
      break;
    case 'hoursAvailable':
      facts = counted.map((date) => dayFact(date, 'working day', FULL_DAY_HOURS, []));
      break;
    case 'hoursLogged':
      facts = within
        .filter((day) => day.hoursLogged !== 0)
        .map((day) =>
          dayFact(
            day.date,
            'hours logged',
            day.hoursLogged,
            byDate.get(day.date)?.entries.flatMap((entry) => entry.eventIds) ?? [],
          ),
        );
      break;
    case 'hoursOnWork':
      facts = within
        .filter((day) => day.facts.onWorkMs > 0)
        .map((day) => {
          const evidence = byDate.get(day.date);
          const last = evidence?.activity.lastLogAt;
          const lastIds =
            evidence?.entries.find((entry) => entry.loggedAt?.getTime() === last?.getTime())
              ?.eventIds ?? [];
          return dayFact(
            day.date,
            `standup ${formatClock(evidence!.activity.firstStandupAt!, zone)} to last entry ${formatClock(last!, zone)}`,
            day.facts.onWorkMs / HOUR_MS,
            [...standupIds(day.date), ...lastIds],
          );
        });
      break;
    case 'lateArrivals':
      facts = within
        .filter((day) => day.facts.late)
        .map((day) =>
          dayFact(
            day.date,
            `first standup at ${formatClock(byDate.get(day.date)!.activity.firstStandupAt!, zone)}`,
            1,
            standupIds(day.date),
          ),
        );
      break;
  }
  const { title, rule, unit } = ATTENDANCE_RULES[figure];
  const holidays = [...context.evidence.holidayEventIds]
    .filter(([date]) => date >= from && date <= to)
    .map(([, id]) => id);
  return explanation(
    context,
    report,
    figure,
    {
      title: `${title} from ${formatDay(from)} to ${formatDay(to)}`,
      rule,
      value: figures[figure],
      unit,
      combine: 'sum',
      facts,
    },
    figure === 'workingDays' || figure === 'hoursAvailable' ? holidays : [],
  );
}

/**
 * A TimeSheet cell or a Milestone share: one person's hours on a workspace (and a milestone,
 * null for No Milestone, undefined for every milestone) from the day they are listed from to
 * the last, entry by entry.
 */
export function explainHours(
  context: ExplainContext,
  report: 'timesheet' | 'milestones',
  figure: 'totalHours' | 'hours',
  {
    from,
    to,
    person,
    workspaceId,
    milestoneId,
  }: {
    from: IsoDate;
    to: IsoDate;
    person: ReportedPerson;
    workspaceId: string | undefined;
    milestoneId: string | null | undefined;
  },
): Explanation {
  const since = reportedFrom(person, from);
  const until = reportedUntil(person, to);
  const entries = [...(context.evidence.people.get(context.user.id)?.values() ?? [])]
    .flatMap((day) => day.entries)
    .filter(
      (entry) =>
        entry.date >= since &&
        entry.date <= until &&
        (workspaceId === undefined || entry.workspaceId === workspaceId) &&
        (milestoneId === undefined || entry.milestoneId === milestoneId),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const facts = entries.map((entry) => ({
    label: `${formatDay(entry.date)}: ${entry.title}`,
    date: entry.date,
    value: entry.hours,
    eventIds: entry.eventIds,
  }));
  return explanation(context, report, figure, {
    title: `Hours from ${formatDay(from)} to ${formatDay(to)}`,
    rule:
      workspaceId === undefined
        ? 'Hours: the sum of the entries of the days the person is listed on, each as it stands after corrections.'
        : 'Hours: the sum of the entries on this workspace and milestone of the days the person is listed on, each as it stands after corrections.',
    value: cents(facts.reduce((sum, fact) => sum + Math.round(fact.value * 100), 0) / 100),
    unit: 'hours',
    combine: 'sum',
    facts,
  });
}

export type OvertimeFigure = 'expected' | 'logged' | 'adjustments' | 'balance' | 'running';

/**
 * An Overtime figure from the balance (overtimeBalance) it is part of: the period's days,
 * the Admin's adjustments with their events, or the running balance month by month.
 */
export function explainOvertime(
  context: ExplainContext,
  figure: OvertimeFigure,
  {
    from,
    to,
    period,
    adjustments,
  }: {
    from: IsoDate;
    to: IsoDate;
    /** overtimeBalance over from..to: the period's days, and the months of the year of `to`. */
    period: OvertimeResult;
    adjustments: readonly { date: IsoDate; hours: number; reason: string; eventId: string }[];
  },
): Explanation {
  const inPeriod = adjustments.filter((a) => a.date >= from && a.date <= to);
  const adjustmentFacts = inPeriod.map((a) => ({
    label: `${formatDay(a.date)}: adjustment (${a.reason})`,
    date: a.date,
    value: a.hours,
    eventIds: [a.eventId],
  }));
  const dayFacts = (pick: (day: OvertimeResult['days'][number]) => number, what: string) =>
    period.days
      .filter((day) => pick(day) !== 0)
      .map((day) => ({
        label: `${formatDay(day.date)}: ${what} (${day.reason})`,
        date: day.date,
        value: pick(day),
        eventIds: [],
      }));
  const rules: Record<OvertimeFigure, { rule: string; value: number; facts: ExplainedFact[] }> = {
    expected: {
      rule: "Expected hours: each day's hours by the contract in force, none on weekends of the contract, holidays, approved leave (half on a half-day leave) and outside the person's employment.",
      value: period.period.expected,
      facts: dayFacts((day) => day.expected, 'expected'),
    },
    logged: {
      rule: 'Logged hours: the hours logged on each day of the period.',
      value: period.period.logged,
      facts: dayFacts((day) => day.logged, 'logged'),
    },
    adjustments: {
      rule: "Adjustments: an Admin's changes of the balance dated in the period, each with its reason.",
      value: period.period.adjustments,
      facts: adjustmentFacts,
    },
    balance: {
      rule: 'Balance: logged less expected hours of each day of the period, plus the adjustments dated in it.',
      value: period.period.balance,
      facts: [...dayFacts((day) => day.balance, 'logged less expected'), ...adjustmentFacts],
    },
    running: {
      rule: "Running balance: what was carried into the year (after the carry-over cap), plus each month's balance of the year up to the last day.",
      value: period.running,
      facts: [
        {
          label: `Carried in from ${Number(to.slice(0, 4)) - 1}${period.forfeited !== 0 ? ` (${period.forfeited} h over the cap forfeited)` : ''}`,
          date: null,
          value: period.carriedIn,
          eventIds: [],
        },
        ...period.months.map((month) => ({
          label: `${month.month}: balance`,
          date: `${month.month}-01`,
          value: month.balance,
          eventIds: adjustments
            .filter((a) => a.date.slice(0, 7) === month.month && a.date <= to)
            .map((a) => a.eventId),
        })),
      ],
    },
  };
  const made = rules[figure];
  return explanation(
    context,
    'overtime',
    figure,
    {
      title: `Overtime ${figure} from ${formatDay(from)} to ${formatDay(to)}`,
      rule: made.rule,
      value: made.value,
      unit: 'hours',
      combine: 'sum',
      facts: made.facts,
    },
    context.events
      .filter((event) => event.event.type === 'WorkingTimeSet')
      .map((event) => event.id),
  );
}

/** A score's total: the mean of the submitted lead steps' totals, each from its ratings. */
export function explainScore(
  context: ExplainContext,
  month: string,
  steps: readonly {
    step: string;
    savedBy: string;
    total: number;
    ratings: string;
    eventId: string;
  }[],
  total: number | null,
  extraEventIds: readonly string[],
): Explanation {
  return explanation(
    context,
    'scores',
    'total',
    {
      title: `Score of ${month}`,
      rule: "Score: the mean of the submitted lead steps' totals; a general step's total is the mean of its ratings, a project step's the sum of each project's weightage times the mean of its ratings, over 100.",
      value: total,
      unit: 'points',
      combine: 'mean',
      facts: steps.map((step) => ({
        label: `${step.step.toUpperCase()} by ${context.names.get(step.savedBy) ?? 'Someone removed'}: ${step.ratings}`,
        date: null,
        value: step.total,
        eventIds: [step.eventId],
      })),
    },
    extraEventIds,
  );
}

/** Whether a figure is what its explanation's facts add up to (or average, for a score). */
export function factsAddUp(explained: Pick<Explanation, 'value' | 'combine' | 'facts'>): boolean {
  if (explained.combine === 'rule') return true;
  const values = explained.facts.map((fact) => fact.value);
  if (explained.combine === 'mean') {
    return values.length === 0
      ? explained.value === null
      : explained.value === cents(values.reduce((sum, v) => sum + v, 0) / values.length);
  }
  return (
    typeof explained.value === 'number' &&
    Math.abs(explained.value - values.reduce((sum, v) => sum + v, 0)) < 0.005
  );
}
