import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conflict,
  DomainError,
  forbidden,
  formatDateTime,
  formatDay,
  isNonUser,
  isOpenLeave,
  leaveDecisionRefusal,
  leaveDaysRange,
  leaveDecider,
  leaveEndpoints,
  leaveStream,
  addDays,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  leaveCalendar,
  leaveWorkingDays,
  monthDays,
  notFound,
  type Leave,
  type LeaveCommand,
  type LeaveBalanceCheck,
  type LeaveDecisionContext,
  type LeaveType,
  type Role,
} from '@teamledger/domain';
import {
  balancePeople,
  calendarLeaves,
  findLeave,
  findUserById,
  holidayDates,
  holidayTitles,
  listLeaves,
  listPendingLeaves,
  readSettings,
  usersByIds,
  userDays,
  type CalendarScope,
  type LeaveRecord,
} from '@teamledger/read-models';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { foldStream } from '@teamledger/eventstore';
import type { Pool } from '@teamledger/platform';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { implement } from '../implement.js';
import { applicationBalance, balanceAfterOf, balancesOf } from './balances.js';
import {
  feedOfToken,
  feedsOf,
  leaveFeedIcs,
  removeFeed,
  renewFeed,
  sendCalendar,
} from './calendar-feeds.js';

/** The working days a leave charges; a half day is half of its one day. */
const chargedDays = (
  leave: { from: string; to: string; halfDay?: boolean | undefined },
  holidays: ReadonlySet<string>,
) => leaveWorkingDays({ from: leave.from, to: leave.to, holidays }) * (leave.halfDay ? 0.5 : 1);

/** The leaves with the working days each charges, from one read of the holidays they span. */
async function withWorkingDays(pool: Pool, leaves: LeaveRecord[]): Promise<Leave[]> {
  if (leaves.length === 0) return [];
  const first = leaves.reduce(
    (min, leave) => (leave.from < min ? leave.from : min),
    leaves[0]!.from,
  );
  const last = leaves.reduce((max, leave) => (leave.to > max ? leave.to : max), leaves[0]!.to);
  const holidays = await holidayDates(pool, first, last);
  return leaves.map((leave) => ({
    ...leave,
    workingDays: chargedDays(leave, holidays),
  }));
}

const LEAVES_CSV_FILE = 'Leaves.csv';
const LEAVES_CSV_HEADER = [
  'Sr#',
  'Name',
  'Leave Type',
  'First day',
  'Last day',
  'Working days',
  'Status',
  'Decided by',
  'Decided at',
  'Note',
  'Leave Details',
  'Applied at',
];

/** One leave as a CSV row: ISO dates and plain numbers, so a spreadsheet can sort and sum. */
const leavesCsvRow = (leave: Leave, index: number, timeZone: string) => [
  index + 1,
  leave.user.name,
  leave.leaveType,
  leave.from,
  leave.to,
  leave.workingDays,
  leave.status,
  leave.decision?.by?.name ?? '',
  leave.decision ? formatDateTime(leave.decision.at, timeZone) : '',
  leave.decision?.note ?? '',
  leave.details,
  formatDateTime(leave.appliedAt, timeZone),
];

/** Whose leave a person's calendars show: HR and non-users everyone's, anyone else their team's and their people's. */
async function calendarScopeOf(
  app: FastifyInstance,
  viewer: { id: string; role: Role; isHr: boolean },
): Promise<CalendarScope> {
  if (isNonUser(viewer) || viewer.isHr) return 'everyone';
  const me = await findUserById(app.deps.pool, viewer.id);
  return { viewerId: viewer.id, teamName: me?.teamName ?? null };
}

/** Who decides, and the people the approval rule names: Settings' approver and HR, Lead 1. */
async function decisionContext(
  app: FastifyInstance,
  request: FastifyRequest,
  applicantId: string,
): Promise<LeaveDecisionContext> {
  const viewer = requireUser(request);
  const [settings, applicant, { today }] = await Promise.all([
    request.companySettings ?? readSettings(app.deps.pool, app.deps.config.COMPANY_TZ),
    findUserById(app.deps.pool, applicantId),
    companyNow(app, request),
  ]);
  return {
    actor: { id: viewer.id, role: viewer.role },
    lead1Id: applicant?.leadIds[0] ?? null,
    hrUserId: settings.hrUserId,
    approver: settings.leaveApprover,
    today,
  };
}

/** The signed-in person's balance check for a leave they apply for (applicationBalance). */
async function balanceCheckOf(
  app: FastifyInstance,
  request: FastifyRequest,
  leave: {
    leaveId: string | null;
    leaveType: LeaveType;
    from: string;
    to: string;
    halfDay: boolean;
  },
): Promise<LeaveBalanceCheck> {
  const viewer = requireUser(request);
  const [settings, person, { today }] = await Promise.all([
    request.companySettings ?? readSettings(app.deps.pool, app.deps.config.COMPANY_TZ),
    findUserById(app.deps.pool, viewer.id),
    companyNow(app, request),
  ]);
  if (!person) throw notFound('You');
  return applicationBalance(app.deps.pool, person, leave, {
    today,
    policies: settings.leavePolicies,
  });
}

/** Whether a viewer may read a person's leave balances: their own, their lead's, HR's, non-users'. */
const mayReadLeaveOf = (
  viewer: { id: string; role: Role; isHr: boolean },
  person: { id: string; leadIds: string[] },
) =>
  viewer.id === person.id || isNonUser(viewer) || viewer.isHr || person.leadIds.includes(viewer.id);

/** The day a year's balances are shown as of: today in this year, a past year's end, a future year's start. */
function balanceDay(year: number, today: string): string {
  const thisYear = Number(today.slice(0, 4));
  if (year === thisYear) return today;
  return year < thisYear ? `${year}-12-31` : `${year}-01-01`;
}

const BALANCES_CSV_FILE = 'LeaveBalances.csv';
const BALANCES_CSV_HEADER = [
  'Sr#',
  'Name',
  'Email',
  'Leave Type',
  'Year',
  'Entitlement',
  'Carried over',
  'Earned so far',
  'Taken',
  'Refunded',
  'Expired',
  'Balance',
  'Pending',
  'Available',
];

type LeaveStep = 'ApproveLeave' | 'RejectLeave' | 'CancelLeave';

/**
 * One step of a leave's workflow, answered with the leave as the step left it. The leave is
 * read from its stream, not the read model, so a step right after the application (or while
 * the projector lags) finds it.
 */
async function takeStep(
  app: FastifyInstance,
  request: FastifyRequest,
  leaveId: string,
  step: LeaveStep,
  text: string,
): Promise<Leave> {
  const stream = leaveStream(leaveId);
  const history = await app.deps.store.readStream(stream);
  const applied = history.find((event) => event.type === 'LeaveApplied');
  const application = applied === undefined ? null : leaveDecider.parse(applied);
  const state = foldStream(leaveDecider, history);
  if (!applied || application?.type !== 'LeaveApplied' || state.leave === null) {
    throw notFound('This leave');
  }
  const context = await decisionContext(app, request, state.leave.userId);
  const command: LeaveCommand =
    step === 'CancelLeave'
      ? { type: step, data: { ...context, leaveId, reason: text } }
      : { type: step, data: { ...context, leaveId, note: text } };
  const { state: after, recordedAt } = await runCommand(
    app,
    request,
    stream,
    leaveDecider,
    command,
  );
  const [applicant, holidays] = await Promise.all([
    findUserById(app.deps.pool, state.leave.userId),
    holidayDates(app.deps.pool, state.leave.from, state.leave.to),
  ]);
  const viewer = requireUser(request);
  return {
    id: leaveId,
    user: { id: state.leave.userId, name: applicant?.name ?? 'Unknown' },
    leaveType: state.leave.leaveType,
    details: application.data.details,
    from: state.leave.from,
    to: state.leave.to,
    halfDay: state.leave.halfDay === true,
    workingDays: chargedDays(state.leave, holidays),
    appliedAt: applied.metadata.at,
    status: after.status ?? 'pending',
    decision: {
      by: { id: viewer.id, name: viewer.name },
      at: recordedAt ?? app.deps.clock.now().toISOString(),
      note: text.trim(),
    },
  };
}

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, leaveEndpoints.list, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { user, from, to } = request.query;
      // A plain user reads only their own (403 for anyone else's, not an empty list).
      if (!isNonUser(viewer) && user !== undefined && user !== viewer.id) throw forbidden();
      const leaves = await withWorkingDays(
        app.deps.pool,
        await listLeaves(app.deps.pool, {
          userId: isNonUser(viewer) ? (user ?? null) : viewer.id,
          from,
          to,
        }),
      );
      if (wantsCsv(request)) {
        const timeZone = viewer.timeZone;
        return sendCsv(
          reply,
          LEAVES_CSV_FILE,
          LEAVES_CSV_HEADER,
          leaves.map((leave, index) => leavesCsvRow(leave, index, timeZone)),
        );
      }
      return { leaves };
    },
  });

  implement(app, leaveEndpoints.days, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { from, to } = leaveDaysRange(request.query);
      const { leaveType, halfDay = false } = request.query;
      const [holidays, days, balance] = await Promise.all([
        holidayDates(app.deps.pool, from, to),
        userDays(app.deps.pool, viewer.id, from, to),
        leaveType === undefined
          ? null
          : balanceCheckOf(app, request, { leaveId: null, leaveType, from, to, halfDay }),
      ]);
      return {
        balance:
          balance === null || leaveType === undefined
            ? null
            : {
                leaveType,
                years: balance.years.map((year) => ({
                  ...year,
                  after: Math.round((year.available - year.charge) * 100) / 100,
                })),
                allowed:
                  balance.allowNegative || balance.years.every((y) => y.charge <= y.available),
              },
        from,
        to,
        holidays: [...holidays].sort(),
        worked: days
          .filter((day) => day.hoursLogged > 0 || day.firstStandupAt !== null)
          .map((day) => ({
            date: day.date,
            hoursLogged: day.hoursLogged,
            standup: day.firstStandupAt !== null,
          }))
          .reverse(),
      };
    },
  });

  implement(app, leaveEndpoints.apply, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { now, today } = await companyNow(app);
      const leaveId = createdId(request, 'leave');
      const { leaveType, details, from, to, halfDay } = request.body;
      // One leave a day: an open one over these days is cancelled first, so a cancel never
      // takes back a day another leave still covers.
      const overlapping = (await listLeaves(app.deps.pool, { userId: viewer.id, from, to })).find(
        (leave) => isOpenLeave(leave.status),
      );
      if (overlapping && overlapping.id !== leaveId) {
        throw conflict(
          'leave_overlaps',
          `You already have a ${overlapping.status} leave from ${formatDay(overlapping.from)} ` +
            `to ${formatDay(overlapping.to)}: cancel it first, or choose other days.`,
        );
      }
      const balance = await balanceCheckOf(app, request, { leaveId, leaveType, from, to, halfDay });
      const { recordedAt } = await runCommand(app, request, leaveStream(leaveId), leaveDecider, {
        type: 'ApplyForLeave',
        data: { leaveId, userId: viewer.id, leaveType, details, from, to, halfDay, today, balance },
      });
      // A projector slower than the read-your-writes wait still gets a full answer.
      const record = (await findLeave(app.deps.pool, leaveId)) ?? {
        id: leaveId,
        user: { id: viewer.id, name: viewer.name },
        leaveType,
        details,
        from,
        to,
        halfDay,
        appliedAt: recordedAt ?? now.toISOString(),
        status: 'pending' as const,
        decision: null,
      };
      const [leave] = await withWorkingDays(app.deps.pool, [record]);
      return reply.status(201).send({ leave: leave! });
    },
  });

  implement(app, leaveEndpoints.balances, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const [settings, person, { today }] = await Promise.all([
        request.companySettings ?? readSettings(app.deps.pool, app.deps.config.COMPANY_TZ),
        findUserById(app.deps.pool, request.query.user ?? viewer.id),
        companyNow(app, request),
      ]);
      if (!person || person.status === 'deleted') throw notFound('This person');
      if (!mayReadLeaveOf(viewer, person)) throw forbidden();
      const year = request.query.year ?? Number(today.slice(0, 4));
      const asOf = balanceDay(year, today);
      const balances = await balancesOf(app.deps.pool, [person], {
        year,
        asOf,
        policies: settings.leavePolicies,
      });
      return {
        user: { id: person.id, name: person.name },
        year,
        asOf,
        balances: balances.get(person.id)!,
      };
    },
  });

  implement(app, leaveEndpoints.balancesOfPeople, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const [settings, { today }] = await Promise.all([
        request.companySettings ?? readSettings(app.deps.pool, app.deps.config.COMPANY_TZ),
        companyNow(app, request),
      ]);
      const year = request.query.year ?? Number(today.slice(0, 4));
      const asOf = balanceDay(year, today);
      // Everyone for HR and non-users; a lead's people and the lead; else oneself alone.
      const people = await balancePeople(app.deps.pool, {
        year,
        leadId: isNonUser(viewer) || viewer.isHr ? null : viewer.id,
      });
      const balances = await balancesOf(app.deps.pool, people, {
        year,
        asOf,
        policies: settings.leavePolicies,
      });
      const rows = people.map((person) => ({
        user: { id: person.id, name: person.name, email: person.email },
        balances: balances
          .get(person.id)!
          .map(({ movements: _movements, policy: _policy, ...figures }) => figures),
      }));
      if (wantsCsv(request)) {
        const lines = rows.flatMap(({ user, balances: own }) =>
          own.map((b) => [
            user.name,
            user.email,
            b.leaveType,
            b.year,
            b.entitlement,
            b.carriedOver,
            b.earned,
            b.taken,
            b.refunded,
            b.expired,
            b.balance,
            b.pending,
            b.available,
          ]),
        );
        return sendCsv(
          reply,
          BALANCES_CSV_FILE,
          BALANCES_CSV_HEADER,
          lines.map((line, index) => [index + 1, ...line]),
        );
      }
      return { year, asOf, people: rows };
    },
  });

  implement(app, leaveEndpoints.approvals, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const settings =
        request.companySettings ?? (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ));
      const mine = (await listPendingLeaves(app.deps.pool)).filter(
        ({ leave, lead1Id }) =>
          leaveDecisionRefusal({
            actor: { id: viewer.id, role: viewer.role },
            applicantId: leave.user.id,
            lead1Id,
            hrUserId: settings.hrUserId,
            approver: settings.leaveApprover,
          }) === null,
      );
      const leaves = await withWorkingDays(
        app.deps.pool,
        mine.map(({ leave }) => leave),
      );
      const { today } = await companyNow(app, request);
      const people = new Map(
        (await usersByIds(app.deps.pool, [...new Set(leaves.map((leave) => leave.user.id))])).map(
          (person) => [person.id, person],
        ),
      );
      return {
        leaves: await Promise.all(
          leaves.map(async (leave) => ({
            ...leave,
            balanceAfter: await balanceAfterOf(app.deps.pool, people.get(leave.user.id), leave, {
              today,
              policies: settings.leavePolicies,
            }),
          })),
        ),
      };
    },
  });

  implement(app, leaveEndpoints.approve, {
    handler: async (request) => ({
      leave: await takeStep(app, request, request.params.id, 'ApproveLeave', request.body.note),
    }),
  });

  implement(app, leaveEndpoints.reject, {
    handler: async (request) => ({
      leave: await takeStep(app, request, request.params.id, 'RejectLeave', request.body.note),
    }),
  });

  implement(app, leaveEndpoints.cancel, {
    handler: async (request) => ({
      leave: await takeStep(app, request, request.params.id, 'CancelLeave', request.body.reason),
    }),
  });

  implement(app, leaveEndpoints.decideMany, {
    handler: async (request) => {
      const { leaveIds, decision, note } = request.body;
      const step = decision === 'approve' ? 'ApproveLeave' : 'RejectLeave';
      const results = [];
      // One after another: each is its own command, refused or not on its own.
      for (const leaveId of [...new Set(leaveIds)]) {
        try {
          await takeStep(app, request, leaveId, step, note);
          results.push({ leaveId, ok: true, message: null });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          results.push({ leaveId, ok: false, message: error.message });
        }
      }
      return { results };
    },
  });

  implement(app, leaveEndpoints.calendar, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { today } = await companyNow(app, request);
      const month = request.query.month ?? today.slice(0, 7);
      const { from, to } = monthDays(month);
      const scope = await calendarScopeOf(app, viewer);
      const [leaves, holidays] = await Promise.all([
        calendarLeaves(app.deps.pool, scope, from, to),
        holidayTitles(app.deps.pool, from, to),
      ]);
      return { month, days: leaveCalendar({ from, to, leaves, holidays }) };
    },
  });

  implement(app, leaveEndpoints.feeds, {
    handler: async (request) => feedsOf(app.deps.pool, requireUser(request).id),
  });

  implement(app, leaveEndpoints.renewFeed, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const token = await renewFeed(app.deps.pool, {
        userId: viewer.id,
        scope: request.params.scope,
        at: app.deps.clock.now(),
        command: request.commandName,
        secret: app.deps.config.JWT_SECRET,
      });
      return { url: `${request.protocol}://${request.host}/api/calendar/${token}` };
    },
  });

  implement(app, leaveEndpoints.removeFeed, {
    handler: async (request, reply) => {
      await removeFeed(app.deps.pool, requireUser(request).id, request.params.scope);
      return reply.status(204).send(null);
    },
  });

  implement(app, leaveEndpoints.feed, {
    handler: async (request, reply) => {
      const feed = await feedOfToken(app.deps.pool, request.params.token);
      if (!feed) throw notFound('This calendar');
      const owner = await findUserById(app.deps.pool, feed.userId);
      // A person who left or was blocked takes their addresses with them.
      if (!owner || owner.status !== 'active') throw notFound('This calendar');
      const { today } = await companyNow(app, request);
      const [from, to] = [addDays(today, -FEED_DAYS_BACK), addDays(today, FEED_DAYS_AHEAD)];
      const settings =
        request.companySettings ?? (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ));
      const scope =
        feed.scope === 'mine'
          ? { viewerId: owner.id, teamName: null }
          : await calendarScopeOf(app, { ...owner, isHr: settings.hrUserId === owner.id });
      const [leaves, holidays] = await Promise.all([
        calendarLeaves(app.deps.pool, scope, from, to),
        holidayTitles(app.deps.pool, from, to),
      ]);
      const ics = leaveFeedIcs({
        name: feed.scope === 'mine' ? `${owner.name}: leave` : `${owner.name}: team leave`,
        leaves: leaves.filter(
          (leave) =>
            leave.status === 'approved' && (feed.scope === 'team' || leave.user.id === owner.id),
        ),
        holidays,
        stamp: app.deps.clock.now(),
      });
      return sendCalendar(reply, ics);
    },
  });
};
