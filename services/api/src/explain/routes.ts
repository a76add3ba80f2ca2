import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  assertMayExplain,
  eventActors,
  evolveScore,
  explainAttendance,
  explainDay,
  explainEndpoints,
  explainHours,
  explainOvertime,
  explainScore,
  figureDays,
  initialScoreState,
  invalid,
  LEAD_STEPS,
  notFound,
  rangeDays,
  recordedBy,
  scoreStream,
  workingTimeStream,
  type ExplainContext,
  type ExplainQuery,
  type Explanation,
  type EvidenceEvent,
  type ScoreDetails,
  type ScoreEvent,
  assertAsOfPast,
} from '@teamledger/domain';
import { findUserById, userNames, type UserRow } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { implement } from '../implement.js';
import { asOfPeople } from '../reports/as-of-people.js';
import { overtimeOf } from '../working-time/overtime.js';
import { readEvidence, readEvidenceEvents } from './evidence.js';

/** An explanation covers at most a year of days. */
const EXPLAIN_MAX_DAYS = 366;

const ratingsOf = (score: ScoreDetails | null): string => {
  if (score === null) return 'no ratings';
  if (score.type === 'general') {
    return score.criteria.map((criterion) => `${criterion.name} ${criterion.rating}`).join(', ');
  }
  return score.projects
    .map(
      (project) =>
        `${project.name} (${project.weightage}%): ${project.criteria.map((c) => `${c.name} ${c.rating}`).join(', ')}`,
    )
    .join('; ');
};

const isScoreEvent = (event: EvidenceEvent): event is EvidenceEvent & { event: ScoreEvent } =>
  ['ScoreStepSaved', 'ScoreSubmitted', 'ScoreApproved'].includes(event.event.type);

/** The score's stream folded as recorded by asOf, with its submitted lead steps. */
async function scoreOf(app: FastifyInstance, userId: string, month: string, asOf: string | null) {
  const events = (await readEvidenceEvents(app, [scoreStream(userId, month)])).filter(isScoreEvent);
  // An approved score stands as it was approved, unless asked as of another instant.
  const approval = events.find((event) => event.event.type === 'ScoreApproved');
  const at = asOf ?? approval?.recordedAt ?? null;
  let state = initialScoreState;
  const stepEvents = new Map<string, string>();
  for (const recorded of recordedBy(events, at)) {
    state = evolveScore(state, recorded.event);
    if (recorded.event.type === 'ScoreStepSaved')
      stepEvents.set(recorded.event.data.step, recorded.id);
  }
  const steps = LEAD_STEPS.flatMap((step) => {
    const saved = state.steps[step];
    return saved?.status === 'submitted' && saved.total !== null
      ? [
          {
            step,
            savedBy: saved.savedBy,
            total: saved.total,
            ratings: ratingsOf(saved.score),
            eventId: stepEvents.get(step)!,
          },
        ]
      : [];
  });
  return { events, state, steps, at };
}

function rangeOf(query: ExplainQuery) {
  // The contract made sure both ends are there (figureDays).
  const { from, to } = figureDays(query) as { from: string; to: string };
  if (rangeDays(from, to) > EXPLAIN_MAX_DAYS) {
    throw invalid('range_too_long', `Choose at most ${EXPLAIN_MAX_DAYS} days.`, {
      to: `Choose at most ${EXPLAIN_MAX_DAYS} days.`,
    });
  }
  return { from, to };
}

const reportedOf = (person: UserRow) => ({
  status: person.status,
  joinedOn: person.joinedOn,
  leftOn: person.leftOn,
});

/** GET /api/explain: why a figure of a report is what it is, now or as of an instant. */
export const explainRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, explainEndpoints.explain, {
    handler: async (request): Promise<Explanation> => {
      const viewer = requireUser(request);
      const query = request.query;
      const asOf = query.asOf ?? null;
      assertAsOfPast(query.asOf, app.deps.clock.now());
      const { pool } = app.deps;
      const person = await findUserById(pool, query.user);
      if (!person || person.status === 'deleted') throw notFound('This person');
      const score =
        query.report === 'scores' ? await scoreOf(app, person.id, query.month!, asOf) : null;
      assertMayExplain(viewer, query.report, person.id, {
        leads: person.leadIds.includes(viewer.id),
        scoreApproved: score?.state.approved ?? false,
      });
      const { today } = await companyNow(app, request);
      const user = { id: person.id, name: person.name };
      const contextOf = async (
        read: Pick<ExplainContext, 'evidence' | 'events'>,
      ): Promise<ExplainContext> => ({
        ...read,
        user,
        asOf,
        today,
        names: await userNames(pool, eventActors(read.events)),
      });

      const report = query.report;
      if (report === 'scores') {
        const { events, steps, state, at } = score!;
        const context = {
          ...(await contextOf({
            evidence: (await readEvidence(app, { userIds: [], from: today, to: today, asOf: at }))
              .evidence,
            events,
          })),
          asOf: at,
        };
        return explainScore(
          context,
          query.month!,
          steps,
          state.total,
          recordedBy(events, at)
            .filter((event) => event.event.type !== 'ScoreStepSaved')
            .map((event) => event.id),
        );
      }
      const { from, to } = rangeOf(query);
      if (report === 'overtime') {
        return explainOvertimeOf(app, request, person, query, { from, to, asOf }, contextOf);
      }
      const context = await contextOf(
        await readEvidence(app, { userIds: [person.id], from, to, asOf }),
      );
      if (report === 'login-hours') {
        return explainDay(
          context,
          query.figure as 'totalHours' | 'hoursAvailable' | 'status',
          from,
        );
      }
      if (report === 'monthly' || report === 'detail') {
        return explainAttendance(
          context,
          report,
          query.figure as Parameters<typeof explainAttendance>[2],
          { from, to, person: reportedOf(person) },
        );
      }
      return explainHours(context, report, query.figure as 'totalHours' | 'hours', {
        from,
        to,
        person: reportedOf(person),
        workspaceId: query.workspace,
        milestoneId:
          query.milestone === undefined
            ? undefined
            : query.milestone === 'none'
              ? null
              : query.milestone,
      });
    },
  });
};

async function explainOvertimeOf(
  app: FastifyInstance,
  request: Parameters<typeof overtimeOf>[1],
  person: UserRow,
  query: ExplainQuery,
  { from, to, asOf }: { from: string; to: string; asOf: string | null },
  contextOf: (read: Pick<ExplainContext, 'evidence' | 'events'>) => Promise<ExplainContext>,
): Promise<Explanation> {
  // As of an instant, the person's join and leave days as the report then listed them.
  const [then] =
    asOf === null
      ? []
      : await asOfPeople(
          app,
          { from, to, userIds: [person.id], workspaceIds: null, teamName: null, hrReport: false },
          asOf,
        );
  const asked = then ? { ...person, joinedOn: then.joinedOn, leftOn: then.leftOn } : person;
  // overtimeBalance gives the months of the year of `to` whatever the period's first day.
  const [balances, events, calendar] = await Promise.all([
    overtimeOf(app, request, [asked], { from, to }, asOf),
    readEvidenceEvents(app, [workingTimeStream(person.id)]),
    readEvidence(app, { userIds: [], from: to, to, asOf }),
  ]);
  const balance = balances.get(person.id)!;
  // The adjustments recorded by asOf; the later ones are listed as recorded since.
  const adjustments = recordedBy(events, asOf).flatMap((event) =>
    event.event.type === 'OvertimeAdjusted' && event.event.data.date <= to
      ? [{ ...event.event.data, eventId: event.id }]
      : [],
  );
  const context = await contextOf({ evidence: calendar.evidence, events });
  return explainOvertime(context, query.figure as Parameters<typeof explainOvertime>[1], {
    from,
    to,
    period: balance,
    adjustments,
  });
}
