import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertNever,
  attendanceCalendar,
  attendanceFiguresOf,
  attendanceTotals,
  averageTotal,
  DomainError,
  forbidden,
  isAdmin,
  monthDays,
  monthsEndingWith,
  NOTHING_TO_REMIND,
  notFound,
  ruleViolation,
  scoreDecider,
  scoreReminderIdName,
  dueScoreReminders,
  LEAD_STEPS,
  REMINDER_ID_NAMESPACE,
  scoredMonthOf,
  scoreEndpoints,
  scoreStream,
  scoreVisibility,
  userDecider,
  userStream,
  visibleHistory,
  visibilityAsOf,
  visibleScore,
  weightagesFromHours,
  withheldScore,
  type PersonScores,
  type Score,
  type ScoreReader,
  type ScoreHistory,
  type ScoreList,
  type ScoreListQuery,
  assertAsOfPast,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import {
  findUserById,
  holidayDates,
  hoursByMilestone,
  hoursByWorkspace,
  readSettings,
  scorablePeople,
  scoresOf,
  templateOfTeam,
  userDays,
  userNames,
  type ScorablePerson,
  type ScoreRow,
} from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import type { SessionUser } from '../auth/session.js';
import { companyNow } from '../calendar/company-today.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { HOUR_MS, registerSenderLimit } from '../plugins/sender-limit.js';
import { scoreHistoryOf, scoresAsOf, scorePeopleAsOf, type ScorePersonThen } from './as-of.js';
import { namedIn, rowFromState, scoreView, type SavedAt, type ScorePerson } from './view.js';

/** Two leads and HR may save one score at once: each retry re-decides on the newer state. */
const SAVE_RETRIES = 20;

/** HR, Admins and Managers see every step of other people's scores (DESIGN.md 6.9). */
const readerOf = (actor: SessionUser): ScoreReader => ({
  id: actor.id,
  seesEveryStep: isAdmin(actor) || actor.isHr,
});

/** What `reader` sees of a month of `person`'s; the visibility tells a refusal apart. */
function seenBy(reader: ScoreReader, person: ScorePerson, score: Score) {
  const visibility = scoreVisibility(reader, score, person.leadIds);
  return { visibility, score: visibleScore(score, visibility) };
}

/** Approve and Send Reminders skip a row they cannot act on, unless every row is such. */
const skipping = (code: string) => (error: unknown) => {
  if (error instanceof DomainError && error.code === code) return null;
  throw error;
};

export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, store } = app.deps;
  await registerSenderLimit(app, {
    name: 'score-reminder',
    message: 'Too many score reminders sent.',
  });
  const hrUserId = async () =>
    (await readSettings(pool, app.deps.config.COMPANY_TZ)).hrUserId ?? null;

  /**
   * The people's scores as `reader` sees them: hidden months and steps are left out. With
   * `asOf`, each month as its stream stood then (scoresAsOf), the people as their streams
   * stood (scorePeopleAsOf; `scorableThen` keeps only those scored then), shown with what the
   * reader may see of each month today (visibilityAsOf); the months are the period of today.
   */
  async function listFor(
    reader: ScoreReader,
    people: ScorablePerson[],
    query: Required<Pick<ScoreListQuery, 'months' | 'status'>> & Pick<ScoreListQuery, 'asOf'>,
    { scorableThen }: { scorableThen: boolean } = { scorableThen: true },
  ): Promise<ScoreList> {
    const { asOf } = query;
    const { today } = await companyNow(app);
    const currentMonth = scoredMonthOf(today);
    const months = monthsEndingWith(currentMonth, Number(query.months));
    const listed: ScorePersonThen[] =
      asOf === undefined
        ? people.map((person) => ({ ...person, leadIdsNow: person.leadIds }))
        : await scorePeopleAsOf(app, people, asOf, { scorable: scorableThen });
    const ids = listed.map((person) => person.id);
    const [rows, rowsThen] = await Promise.all([
      scoresOf(pool, ids, months),
      asOf === undefined ? null : scoresAsOf(store, ids, months, asOf),
    ]);
    const [names, hr] = await Promise.all([
      userNames(pool, namedIn(listed, [...rows, ...(rowsThen ?? [])])),
      hrUserId(),
    ]);
    const keyed = (shown: readonly ScoreRow[]) =>
      new Map(shown.map((row) => [`${row.userId} ${row.month}`, row]));
    const [rowsNow, rowsAsOf] = [keyed(rows), rowsThen && keyed(rowsThen)];
    /** The month as `reader` sees it (null: nothing), and the view it was made from. */
    const monthOf = (person: ScorePersonThen, month: string) => {
      const now = scoreView(
        { ...person, leadIds: person.leadIdsNow },
        month,
        rowsNow.get(`${person.id} ${month}`) ?? null,
        names,
        hr,
      );
      const visibility = scoreVisibility(reader, now, person.leadIdsNow);
      if (rowsAsOf === null) return { view: now, seen: visibleScore(now, visibility) };
      const then = scoreView(
        person,
        month,
        rowsAsOf.get(`${person.id} ${month}`) ?? null,
        names,
        hr,
      );
      return { view: then, seen: visibleScore(then, visibilityAsOf(visibility, then)) };
    };
    const result: PersonScores[] = listed.map((person) => {
      const scores = months.toReversed().flatMap((month) => {
        const { view, seen } = monthOf(person, month);
        return view.exists && seen !== null ? [seen] : [];
      });
      const current = monthOf(person, currentMonth);
      return {
        user: { id: person.id, name: person.name },
        scores,
        current: current.seen ?? withheldScore(current.view),
        average: averageTotal(scores.map((score) => score.total)),
      };
    });
    const wanted =
      query.status === 'all'
        ? result
        : result.filter((entry) => entry.current.status === query.status);
    return { months, currentMonth, people: wanted };
  }

  implement(app, scoreEndpoints.list, {
    handler: async (request) => {
      const { userId, ...query } = request.query;
      assertAsOfPast(query.asOf, app.deps.clock.now());
      const people = await scorablePeople(pool, {
        ...(userId ? { userIds: [userId] } : {}),
        everyStatus: query.asOf !== undefined,
      });
      return listFor(readerOf(requireUser(request)), people, query);
    },
  });

  implement(app, scoreEndpoints.team, {
    handler: async (request) => {
      const actor = requireUser(request);
      const { userId, ...query } = request.query;
      assertAsOfPast(query.asOf, app.deps.clock.now());
      // Whom the caller leads is today's; as of an instant, whatever their status now.
      const people = await scorablePeople(pool, {
        leadId: actor.id,
        everyStatus: query.asOf !== undefined,
      });
      if (userId !== undefined && !people.some((person) => person.id === userId)) {
        throw forbidden();
      }
      return listFor(
        readerOf(actor),
        userId === undefined ? people : people.filter((person) => person.id === userId),
        query,
      );
    },
  });

  implement(app, scoreEndpoints.mine, {
    handler: async (request) => {
      const actor = requireUser(request);
      const { userId, ...query } = request.query;
      assertAsOfPast(query.asOf, app.deps.clock.now());
      if (userId !== undefined && userId !== actor.id) throw forbidden();
      const me = await findUserById(pool, actor.id);
      if (!me) throw notFound('User');
      return listFor(
        readerOf(actor),
        [{ id: me.id, name: me.name, teamName: me.teamName, leadIds: me.leadIds }],
        query,
        { scorableThen: false },
      );
    },
  });

  /**
   * The person (404 when unknown) and their month as the caller sees it, with what decided
   * it; 403 when the caller sees nothing of that month.
   */
  async function readableMonth(actor: SessionUser, userId: string, month: string) {
    const person = await findUserById(pool, userId);
    if (!person) throw notFound('User');
    const [[row = null], hr] = await Promise.all([scoresOf(pool, [userId], [month]), hrUserId()]);
    const names = await userNames(pool, namedIn([person], row ? [row] : []));
    const seen = seenBy(readerOf(actor), person, scoreView(person, month, row, names, hr));
    if (seen.score === null) throw forbidden();
    return { person, score: seen.score, visibility: seen.visibility, hr };
  }

  /**
   * The month as it stood at `asOf` (when asked) and, once approved, as it stood when
   * approved: folded from the score's stream (scoreHistoryOf), shown with what the caller
   * may see of the month today.
   */
  async function scoreThen(
    month: Awaited<ReturnType<typeof readableMonth>>,
    asOf: string | undefined,
  ) {
    const { person, visibility, hr } = month;
    const history = await scoreHistoryOf(store, person.id, month.score.month);
    const rows = {
      asOf: asOf === undefined ? undefined : history.rowAt(asOf),
      approval: history.approvedAt === null ? null : history.rowAt(history.approvedAt),
    };
    const names = await userNames(
      pool,
      namedIn(
        [person],
        [rows.asOf, rows.approval].flatMap((row) => row ?? []),
      ),
    );
    const view = (row: ScoreRow | null) => {
      const then = scoreView(person, month.score.month, row, names, hr);
      return visibleScore(then, visibilityAsOf(visibility, then))!;
    };
    return {
      score: rows.asOf === undefined ? month.score : view(rows.asOf),
      approval:
        history.approvedAt === null ? null : { at: history.approvedAt, score: view(rows.approval) },
    };
  }

  implement(app, scoreEndpoints.get, {
    handler: async (request) => {
      const actor = requireUser(request);
      const { userId, month } = request.params;
      const { asOf } = request.query;
      assertAsOfPast(asOf, app.deps.clock.now());
      const readable = await readableMonth(actor, userId, month);
      const { person } = readable;
      const { score, approval } = await scoreThen(readable, asOf);
      const { from, to } = monthDays(month);
      const [template, hours] = await Promise.all([
        templateOfTeam(pool, person.teamName),
        hoursByWorkspace(pool, userId, from, to),
      ]);
      const weightages = weightagesFromHours(hours.map((entry) => entry.hours));
      return {
        score,
        approval,
        template: template && {
          name: template.name,
          fields: template.fields.map((field) => field.name),
        },
        projects: hours.map((entry, index) => ({ ...entry, weightage: weightages[index] ?? 0 })),
      };
    },
  });

  implement(app, scoreEndpoints.monthSummary, {
    handler: async (request) => {
      const actor = requireUser(request);
      const { userId, month } = request.params;
      // Those who score the month: not the person, who sees their month only once approved.
      if (actor.id === userId) throw forbidden();
      const { person } = await readableMonth(actor, userId, month);
      const { from, to } = monthDays(month);
      const { today } = await companyNow(app);
      const [holidays, days, milestones] = await Promise.all([
        holidayDates(pool, from, to),
        userDays(pool, userId, from, to),
        hoursByMilestone(pool, userId, from, to),
      ]);
      // The Monthly Report's rules for one person and one month.
      const calendar = attendanceCalendar({ from, to, today, holidays });
      const figures = attendanceFiguresOf(
        calendar,
        person,
        attendanceTotals(calendar, person, days),
      );
      return {
        month,
        hoursLogged: figures.hoursLogged,
        hoursAvailable: figures.hoursAvailable,
        lateArrivals: figures.lateArrivals,
        standupsMissed: figures.noStandups,
        leaveDays: figures.leaveDays,
        milestones,
      };
    },
  });

  implement(app, scoreEndpoints.saveStep, {
    handler: async (request) => {
      const actor = requireUser(request);
      const { userId, month, step } = request.params;
      const { status, baseVersion, comments, score } = request.body;
      // The person's own stream has their leads as of now, whatever the read model shows.
      const person = foldStream(userDecider, await store.readStream(userStream(userId)));
      if (!person.exists) throw notFound('User');
      const { from, to } = monthDays(month);
      const { today } = await companyNow(app);
      const [template, hours, hr, [before]] = await Promise.all([
        templateOfTeam(pool, person.teamName),
        hoursByWorkspace(pool, userId, from, to),
        hrUserId(),
        scoresOf(pool, [userId], [month]),
      ]);
      const templateInput = template && {
        name: template.name,
        fields: template.fields.map((field) => field.name),
      };
      const { state, recordedAt } = await runCommand(
        app,
        request,
        scoreStream(userId, month),
        scoreDecider,
        {
          type: 'SaveScoreStep',
          data: {
            userId,
            month,
            step,
            actor: { id: actor.id, isHr: actor.isHr },
            status,
            baseVersion,
            score,
            comments,
            leadIds: person.leadIds,
            template: templateInput,
            hoursLogged: hours.length > 0,
            latestScorableMonth: scoredMonthOf(today),
          },
        },
        { retries: SAVE_RETRIES },
      );
      // The step saved now was saved at this command's time (the test clock's too); the
      // others when the read model last showed them.
      const savedAt: SavedAt = {};
      for (const [name, saved] of Object.entries(before?.steps ?? {})) {
        savedAt[name as keyof SavedAt] = saved.savedAt;
      }
      if (recordedAt !== null) savedAt[step] = recordedAt;
      const row = rowFromState(
        { userId, month },
        state,
        person.leadIds,
        templateInput?.name ?? null,
        savedAt,
      );
      const subject: ScorePerson = { id: userId, name: person.name, leadIds: person.leadIds };
      const names = await userNames(pool, namedIn([subject], [row]));
      const view = scoreView(subject, month, row, names, hr);
      // The saver holds the step they saved, so they always see it; a lead sees no other step.
      return seenBy(readerOf(actor), subject, view).score ?? withheldScore(view);
    },
  });

  implement(app, scoreEndpoints.approve, {
    handler: async (request) => {
      const actor = requireUser(request);
      const approved: { userId: string; month: string }[] = [];
      for (const { userId, month } of request.body.scores) {
        const result = await runCommand(
          app,
          request,
          scoreStream(userId, month),
          scoreDecider,
          { type: 'ApproveScore', data: { userId, month, approvedBy: actor.id } },
          { retries: SAVE_RETRIES },
        ).catch(skipping('score_not_submitted'));
        if (result && result.events.length > 0) approved.push({ userId, month });
      }
      if (approved.length === 0) {
        throw ruleViolation('scores_none_to_approve', 'There are no Scores to Approve.');
      }
      return { approved };
    },
  });

  implement(app, scoreEndpoints.reminders, {
    config: { rateLimit: { max: app.deps.config.REMINDERS_PER_HOUR, timeWindow: HOUR_MS } },
    handler: async (request, reply) => {
      const actor = requireUser(request);
      const reminders = [];
      for (const { userId, month, step = null } of request.body.scores) {
        const person = foldStream(userDecider, await store.readStream(userStream(userId)));
        if (!person.exists) throw notFound('User');
        // One reminder per lead, person and month: asked again, the first one answers.
        const reminderIds = LEAD_STEPS.map((lead, index) =>
          uuidV5(
            scoreReminderIdName(userId, month, lead, person.leadIds[index] ?? ''),
            REMINDER_ID_NAMESPACE,
          ),
        ) as [string, string, string];
        const data = {
          userId,
          month,
          step,
          leadIds: person.leadIds,
          reminderIds,
          requestedBy: actor.id,
        };
        const result = await runCommand(
          app,
          request,
          scoreStream(userId, month),
          scoreDecider,
          { type: 'RequestScoreReminders', data },
          { retries: SAVE_RETRIES },
        ).catch(skipping('score_reminder_none'));
        if (!result) continue;
        for (const { reminderId: id, step: lead, leadId } of dueScoreReminders(
          data,
          result.state,
        )) {
          reminders.push({ id, userId, month, step: lead, leadId });
        }
      }
      if (reminders.length === 0) throw ruleViolation('score_reminder_none', NOTHING_TO_REMIND);
      return reply.status(201).send({ reminders });
    },
  });

  implement(app, scoreEndpoints.history, {
    handler: async (request) => {
      const actor = requireUser(request);
      const { userId, month } = request.params;
      const { visibility } = await readableMonth(actor, userId, month);
      const recorded = await store.readStream(scoreStream(userId, month));
      const names = await userNames(pool, [
        ...new Set(recorded.flatMap((event) => event.metadata.actorId ?? [])),
      ]);
      const entries: ScoreHistory['entries'] = recorded.map((stored) => {
        const event = scoreDecider.parse(stored);
        const actorId = stored.metadata.actorId;
        const base = {
          at: stored.metadata.at,
          actor: actorId === null ? null : { id: actorId, name: names.get(actorId) ?? 'Unknown' },
          step: null,
          status: null,
          totalBefore: null,
          totalAfter: null,
        };
        switch (event.type) {
          case 'ScoreStepSaved':
            return {
              ...base,
              kind: 'saved',
              step: event.data.step,
              status: event.data.status,
              totalBefore: event.data.totalBefore,
              totalAfter: event.data.totalAfter,
            };
          case 'ScoreSubmitted':
            return { ...base, kind: 'submitted', totalAfter: event.data.total };
          case 'ScoreApproved':
            return { ...base, kind: 'approved', totalAfter: event.data.total };
          case 'ScoreReminderRequested':
            return { ...base, kind: 'reminder', step: event.data.step };
          case 'ScoreReminderSent':
            return { ...base, kind: 'reminderSent' };
          default:
            return assertNever(event);
        }
      });
      return { entries: visibleHistory(entries, visibility) ?? [] };
    },
  });
};
