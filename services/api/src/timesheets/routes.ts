import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DomainError,
  forbidden,
  isNonUser,
  isOpenForChanges,
  leaveDecisionRefusal,
  notFound,
  periodLabel,
  periodOf,
  requirePeriod,
  revisionHours,
  sameHours,
  SETTINGS_ROLES,
  timesheetDecider,
  timesheetLockOf,
  timesheetPeriodEndpoints,
  timesheetStream,
  type IsoDate,
  type Settings,
  type TimesheetApproverContext,
  type TimesheetCommand,
  type TimesheetDay,
  type TimesheetPeriod,
  type TimesheetRevision,
  type TimesheetState,
} from '@teamledger/domain';
import {
  findTimesheetPeriod,
  findUserById,
  readSettings,
  timesheetPeriodsToDecide,
  userDaysOfPeople,
  userNames,
  usersByIds,
  worklogsOfPerson,
  type UserRow,
} from '@teamledger/read-models';
import { initialTimesheetState } from '@teamledger/domain';
import { requireUser } from '../access/plugin.js';
import type { SessionUser } from '../auth/session.js';
import { companyNow } from '../calendar/company-today.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { overtimeOf } from '../working-time/overtime.js';
import { periodDayHours, underPersonHoursLock } from './locks.js';

const settingsOf = async (app: FastifyInstance, request: FastifyRequest): Promise<Settings> =>
  request.companySettings ?? (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ));

/** Who reads a person's timesheet: themselves, their leads, HR and non-users. */
const readsTimesheetOf = (viewer: SessionUser, person: UserRow) =>
  viewer.id === person.id || isNonUser(viewer) || viewer.isHr || person.leadIds.includes(viewer.id);

const approverContext = (person: UserRow, settings: Settings): TimesheetApproverContext => ({
  lead1Id: person.leadIds[0] ?? null,
  hrUserId: settings.hrUserId,
  approver: settings.leaveApprover,
});

const decides = (viewer: SessionUser, person: UserRow, settings: Settings) =>
  leaveDecisionRefusal({
    actor: { id: viewer.id, role: viewer.role },
    applicantId: person.id,
    ...approverContext(person, settings),
  }) === null;

/** The person a path names, if the viewer may read their timesheet (404, 403 otherwise). */
async function personOf(app: FastifyInstance, viewer: SessionUser, userId: string) {
  const person = await findUserById(app.deps.pool, userId);
  if (!person) throw notFound('User');
  if (!readsTimesheetOf(viewer, person)) throw forbidden();
  return person;
}

type Step = 'submit' | 'withdraw' | 'approve' | 'reject' | 'reopen' | 'grace';

/**
 * Runs one step on a person's period, under the person's hours lock (D290): the hours a
 * submission or an approval records are those of the day streams, read in the command.
 */
async function takeStep(
  app: FastifyInstance,
  request: FastifyRequest,
  target: { userId: string; period: string },
  step: Step,
  input: { note?: string; reason?: string; until?: IsoDate },
) {
  const viewer = requireUser(request);
  const person = await personOf(app, viewer, target.userId);
  const period = requirePeriod(target.period);
  const [settings, { today }] = await Promise.all([
    settingsOf(app, request),
    companyNow(app, request),
  ]);
  const context = {
    userId: person.id,
    period,
    actor: { id: viewer.id, role: viewer.role },
    today,
  };
  const approver = approverContext(person, settings);
  return underPersonHoursLock(app, person.id, async () => {
    const command = async (): Promise<TimesheetCommand> => {
      switch (step) {
        case 'submit':
          return {
            type: 'SubmitTimesheet',
            data: { ...context, days: await periodDayHours(app, person.id, period) },
          };
        case 'withdraw':
          return { type: 'WithdrawTimesheet', data: context };
        case 'approve':
          return {
            type: 'ApproveTimesheet',
            data: {
              ...context,
              ...approver,
              note: input.note ?? '',
              days: await periodDayHours(app, person.id, period),
            },
          };
        case 'reject':
          return {
            type: 'RejectTimesheet',
            data: { ...context, ...approver, note: input.note ?? '' },
          };
        case 'reopen':
          return { type: 'ReopenTimesheet', data: { ...context, reason: input.reason ?? '' } };
        case 'grace':
          return {
            type: 'GrantTimesheetGrace',
            data: { ...context, ...approver, until: input.until ?? today },
          };
      }
    };
    const { state } = await runCommand(
      app,
      request,
      timesheetStream(person.id, period.key),
      timesheetDecider,
      await command(),
    );
    return {
      userId: person.id,
      period: period.key,
      status: state.status,
      revision: state.revision,
    };
  });
}

/** A revision with the name of who recorded it. */
const revisionView = (revision: TimesheetRevision | null, names: Map<string, string>) =>
  revision === null
    ? null
    : {
        revision: revision.revision,
        days: [...revision.days],
        total: revision.total,
        on: revision.on,
        by:
          revision.by === null
            ? null
            : { id: revision.by, name: names.get(revision.by) ?? 'Unknown' },
      };

const periodView = (period: TimesheetPeriod) => ({ ...period, label: periodLabel(period) });

/** Whose names a state's steps carry. */
const peopleOf = (state: TimesheetState) =>
  [state.submitted?.by, state.approved?.by, state.rejection?.by].filter(
    (id): id is string => typeof id === 'string',
  );

/** The days whose hours differ from the approved revision's (every day with hours before one). */
function changesAgainstApproved(approved: TimesheetRevision | null, current: TimesheetDay[]) {
  const approvedHours = new Map(approved?.days.map((day) => [day.date, day.hours]) ?? []);
  return current
    .filter((day) =>
      approved === null ? day.hours !== 0 : (approvedHours.get(day.date) ?? 0) !== day.hours,
    )
    .map((day) => ({
      date: day.date,
      approved: approved === null ? null : (approvedHours.get(day.date) ?? 0),
      current: day.hours,
    }));
}

export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoints = timesheetPeriodEndpoints;

  implement(app, endpoints.timesheet, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const person = await personOf(app, viewer, request.params.id);
      const [settings, { today }] = await Promise.all([
        settingsOf(app, request),
        companyNow(app, request),
      ]);
      const period =
        request.query.period !== undefined
          ? requirePeriod(request.query.period)
          : periodOf(request.query.date ?? today, settings.timesheetPeriod);
      const [row, entries, overtime] = await Promise.all([
        findTimesheetPeriod(app.deps.pool, person.id, period.key),
        worklogsOfPerson(app.deps.pool, person.id, period.from, period.to),
        overtimeOf(app, request, [person], period),
      ]);
      const expectedOn = new Map(overtime.get(person.id)!.days.map((day) => [day.date, day]));
      const state = row?.state ?? initialTimesheetState;
      const current = revisionHours(
        period,
        entries
          .map((entry) => ({ date: entry.date, hours: entry.hours }))
          .reduce<TimesheetDay[]>((days, entry) => {
            const day = days.find((candidate) => candidate.date === entry.date);
            if (day) day.hours += entry.hours;
            else days.push({ ...entry });
            return days;
          }, []),
      );
      const names = await userNames(app.deps.pool, peopleOf(state));
      const changedSinceApproval =
        state.status === 'approved' &&
        state.approved !== null &&
        !sameHours(state.approved.days, current.days);
      const own = viewer.id === person.id;
      const approves = decides(viewer, person, settings);
      return {
        user: { id: person.id, name: person.name },
        period: periodView(period),
        status: state.status,
        lock: timesheetLockOf(state, period, person.name)?.message ?? null,
        submitted: revisionView(state.submitted, names),
        approved: revisionView(state.approved, names),
        rejection:
          state.rejection === null
            ? null
            : {
                note: state.rejection.note,
                on: state.rejection.on,
                by: { id: state.rejection.by, name: names.get(state.rejection.by) ?? 'Unknown' },
              },
        reopened:
          state.reopened === null ? null : { reason: state.reopened.reason, on: state.reopened.on },
        graceUntil: state.graceUntil,
        reminded: [...(state.reminded ?? [])],
        changedSinceApproval,
        current: {
          days: current.days.map((day) => ({
            ...day,
            expected: expectedOn.get(day.date)!.expected,
            expectedReason: expectedOn.get(day.date)!.reason,
            entries: entries
              .filter((entry) => entry.date === day.date)
              .map((entry) => ({
                id: entry.id,
                title: entry.title,
                workspace: entry.workspaceName,
                hours: entry.hours,
                synced: entry.source === 'provider',
              })),
          })),
          total: current.total,
          expected: overtime.get(person.id)!.period.expected,
        },
        actions: {
          submit:
            own &&
            today >= period.from &&
            (isOpenForChanges(state.status) || state.status === 'locked'),
          withdraw: own && state.status === 'submitted',
          decide: approves && (state.status === 'submitted' || changedSinceApproval),
          reopen:
            SETTINGS_ROLES.includes(viewer.role) &&
            (state.status === 'approved' || state.status === 'locked'),
          grace: approves && (isOpenForChanges(state.status) || state.status === 'locked'),
        },
      };
    },
  });

  implement(app, endpoints.submit, {
    handler: (request) => takeStep(app, request, periodParams(request.params), 'submit', {}),
  });
  implement(app, endpoints.withdraw, {
    handler: (request) => takeStep(app, request, periodParams(request.params), 'withdraw', {}),
  });
  implement(app, endpoints.approve, {
    handler: (request) =>
      takeStep(app, request, periodParams(request.params), 'approve', request.body),
  });
  implement(app, endpoints.reject, {
    handler: (request) =>
      takeStep(app, request, periodParams(request.params), 'reject', request.body),
  });
  implement(app, endpoints.reopen, {
    handler: (request) =>
      takeStep(app, request, periodParams(request.params), 'reopen', request.body),
  });
  implement(app, endpoints.grace, {
    handler: (request) =>
      takeStep(app, request, periodParams(request.params), 'grace', request.body),
  });

  implement(app, endpoints.decideMany, {
    handler: async (request) => {
      const { periods, decision, note } = request.body;
      const results = [];
      const seen = new Set<string>();
      // One after another: each is its own command, refused or not on its own.
      for (const target of periods) {
        const key = `${target.userId}:${target.period}`;
        if (seen.has(key)) continue;
        seen.add(key);
        try {
          await takeStep(app, request, target, decision, { note });
          results.push({ ...target, ok: true, message: null });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          results.push({ ...target, ok: false, message: error.message });
        }
      }
      return { results };
    },
  });

  implement(app, endpoints.approvals, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const settings = await settingsOf(app, request);
      const rows = await timesheetPeriodsToDecide(app.deps.pool);
      const people = new Map(
        (await usersByIds(app.deps.pool, [...new Set(rows.map((row) => row.userId))])).map(
          (person) => [person.id, person],
        ),
      );
      const mine = rows.filter((row) => {
        const person = people.get(row.userId);
        return person !== undefined && decides(viewer, person, settings);
      });
      if (mine.length === 0) return { periods: [] };
      const first = mine.reduce((min, row) => (row.from < min ? row.from : min), mine[0]!.from);
      const last = mine.reduce((max, row) => (row.to > max ? row.to : max), mine[0]!.to);
      const days = await userDaysOfPeople(
        app.deps.pool,
        [...new Set(mine.map((row) => row.userId))],
        first,
        last,
      );
      const names = await userNames(app.deps.pool, [
        ...new Set(mine.flatMap((row) => peopleOf(row.state))),
      ]);
      const periods = mine.flatMap((row) => {
        const period = requirePeriod(row.period);
        const current = revisionHours(
          period,
          (days.get(row.userId) ?? [])
            .filter((day) => day.date >= period.from && day.date <= period.to)
            .map((day) => ({ date: day.date, hours: day.hoursLogged })),
        );
        const { state } = row;
        if (state.status === 'approved' && state.approved !== null) {
          if (sameHours(state.approved.days, current.days)) return [];
        }
        return [
          {
            user: { id: row.userId, name: people.get(row.userId)!.name },
            period: periodView(period),
            status: state.status,
            submitted: revisionView(state.submitted, names),
            approved: revisionView(state.approved, names),
            currentTotal: current.total,
            changes: changesAgainstApproved(state.approved, current.days),
          },
        ];
      });
      return { periods };
    },
  });
};

const periodParams = (params: { id: string; period: string }) => ({
  userId: params.id,
  period: params.period,
});
