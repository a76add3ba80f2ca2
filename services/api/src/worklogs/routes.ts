import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ROLES,
  assertMayCorrect,
  correctionOf,
  correctionRefusal,
  forbidden,
  isListedMilestone,
  notFound,
  REPORT_DEFAULT_DAYS,
  OWN_REPORT_MAX_DAYS,
  requirePeriod,
  resolveReportRange,
  ruleViolation,
  timesheetLockOf,
  worklogDayStream,
  worklogEndpoints,
  type CorrectionContext,
} from '@teamledger/domain';
import {
  findMilestone,
  findUserById,
  findWorklog,
  findWorkspaceById,
  isWorklogDeleted,
  readSettings,
  timesheetPeriodsOfPerson,
  worklogChanges,
  worklogsOfPerson,
  type WorklogRow,
} from '@teamledger/read-models';
import { foldStream } from '@teamledger/eventstore';
import { requireUser } from '../access/plugin.js';
import type { SessionUser } from '../auth/session.js';
import { companyNow } from '../calendar/company-today.js';
import { worklogDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';
import { periodLocks, underPersonHoursLock } from '../timesheets/locks.js';

/** Who reads a person's entries and their history: as GET /api/users/:id/worklogs allows. */
const readsWorkOf = (viewer: SessionUser, userId: string) =>
  viewer.id === userId || ADMIN_ROLES.includes(viewer.role) || viewer.isLead || viewer.isHr;

/** Settings' correction window, read with the session when it was. */
async function correctionWindowWeeks(app: FastifyInstance, request: FastifyRequest) {
  const settings =
    request.companySettings ?? (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ));
  return settings.correctionWindowWeeks;
}

/** A synced entry is corrected at the provider: at its ticket when it names one. */
const providerFacts = (row: WorklogRow) => ({
  synced: row.source === 'provider',
  providerUrl: row.ticket?.url ?? null,
});

/** The entry a correction names, and what every correction of it needs. */
async function correctionContext(
  app: FastifyInstance,
  request: FastifyRequest,
  worklogId: string,
  reason: string,
): Promise<{ row: WorklogRow; context: Omit<CorrectionContext, 'locks'> }> {
  const viewer = requireUser(request);
  const row = await findWorklog(app.deps.pool, worklogId);
  if (!row) throw notFound('This entry');
  // A plain user learns nothing of someone else's entries, not even that one was refused.
  if (row.userId !== viewer.id && !ADMIN_ROLES.includes(viewer.role)) throw forbidden();
  const { today } = await companyNow(app, request);
  const context = {
    worklogId,
    reason,
    actor: { id: viewer.id, role: viewer.role },
    today,
    windowWeeks: await correctionWindowWeeks(app, request),
    ...providerFacts(row),
  };
  // The first answer, before the rest of the input is looked at; the command decides again.
  assertMayCorrect({
    actor: context.actor,
    entry: { ownerId: row.userId, date: row.date, ...providerFacts(row) },
    today,
    windowWeeks: context.windowWeeks,
  });
  return { row, context };
}

/**
 * Corrections of one person's entries take turns (docs/decisions.md D150): a move appends to
 * two day streams, and no other correction of the entry may come between. New hours and the
 * person's timesheet steps take the same turns (D290), so a day is decided against its
 * periods' locks as they are.
 */
const underCorrectionLock = underPersonHoursLock;

export const worklogRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, worklogEndpoints.log, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { workspaceId, milestoneId, title, details, hours } = request.body;
      const { now, today } = await companyNow(app, request);
      const date = request.body.date ?? today;

      // The session's workspaces are the person's live ones, read with this request: one of
      // them needs no second look.
      const isWorkspaceMember = viewer.workspaces.some((own) => own.id === workspaceId);
      if (!isWorkspaceMember) {
        const workspace = await findWorkspaceById(app.deps.pool, workspaceId);
        if (!workspace || workspace.deleted) {
          throw ruleViolation('workspace_unknown', 'This WorkSpace does not exist any more.');
        }
      }
      if (milestoneId !== null) {
        const milestone = await findMilestone(app.deps.pool, milestoneId);
        if (
          !milestone ||
          milestone.deleted ||
          milestone.workspaceId !== workspaceId ||
          !isListedMilestone(milestone)
        ) {
          throw ruleViolation(
            'milestone_unknown',
            'This Milestone is not an open milestone of the chosen WorkSpace.',
          );
        }
      }

      const worklogId = createdId(request, 'worklog');
      // Entries of one person and day share a stream, so concurrent submits are decided one
      // after the other against the day's total; each retry decides on the newer total.
      await underCorrectionLock(app, viewer.id, async () =>
        runCommand(
          app,
          request,
          worklogDayStream(viewer.id, date),
          worklogDecider,
          {
            type: 'LogHours',
            data: {
              worklogId,
              userId: viewer.id,
              workspaceId,
              milestoneId,
              title,
              details,
              hours,
              date,
              // Entries made by hand name no ticket; the provider sync brings them.
              ticket: null,
              today,
              at: now.toISOString(),
              isProviderUser: viewer.isProviderUser,
              synced: false,
              isWorkspaceMember,
              locks: await periodLocks(app, viewer.id, viewer.name, [date]),
            },
          },
          { retries: 25 },
        ),
      );
      return reply.status(201).send({ worklog: { id: worklogId, date, hours, title } });
    },
  });

  implement(app, worklogEndpoints.ofPerson, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { id } = request.params;
      const user = await findUserById(app.deps.pool, id);
      if (!user) throw notFound('User');
      const { today } = await companyNow(app, request);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      const windowWeeks = await correctionWindowWeeks(app, request);
      const [rows, periods] = await Promise.all([
        worklogsOfPerson(app.deps.pool, id, from, to),
        timesheetPeriodsOfPerson(app.deps.pool, id, from, to),
      ]);
      const locks = periods.flatMap((row) => {
        const lock = timesheetLockOf(row.state, requirePeriod(row.period), user.name);
        return lock === null ? [] : [lock];
      });
      const lockOf = (date: string) =>
        locks.find((lock) => lock.from <= date && date <= lock.to)?.message ?? null;
      return {
        from,
        to,
        entries: rows.map((row) => {
          const provider = providerFacts(row);
          return {
            id: row.id,
            userId: row.userId,
            date: row.date,
            workspace: { id: row.workspaceId, name: row.workspaceName },
            milestone:
              row.milestoneId === null
                ? null
                : { id: row.milestoneId, name: row.milestoneName ?? 'Unknown milestone' },
            title: row.title,
            details: row.details,
            hours: row.hours,
            ...provider,
            correctable:
              lockOf(row.date) === null &&
              correctionRefusal({
                actor: { id: viewer.id, role: viewer.role },
                entry: { ownerId: row.userId, date: row.date, ...provider },
                today,
                windowWeeks,
              }) === null,
            lock: lockOf(row.date),
          };
        }),
      };
    },
  });

  implement(app, worklogEndpoints.correct, {
    handler: async (request) => {
      const { reason, ...to } = request.body;
      const { row, context } = await correctionContext(app, request, request.params.id, reason);
      const owner = row.userId;
      const owners = await findUserById(app.deps.pool, owner);
      let isWorkspaceMember = false;
      if (owners?.workspaceIds.includes(to.workspaceId)) {
        const workspace = await findWorkspaceById(app.deps.pool, to.workspaceId);
        isWorkspaceMember = workspace !== null && !workspace.deleted;
      }
      if (to.milestoneId !== null && to.milestoneId !== row.milestoneId) {
        const milestone = await findMilestone(app.deps.pool, to.milestoneId);
        if (
          !milestone ||
          milestone.deleted ||
          milestone.workspaceId !== to.workspaceId ||
          !isListedMilestone(milestone)
        ) {
          throw ruleViolation(
            'milestone_unknown',
            'This Milestone is not an open milestone of the chosen WorkSpace.',
          );
        }
      }
      const source = worklogDayStream(owner, row.date);
      await underCorrectionLock(app, owner, async () => {
        const locks = await periodLocks(app, owner, owners?.name ?? row.userName, [
          row.date,
          to.date,
        ]);
        const data = { ...context, to, isWorkspaceMember, locks };
        if (to.date === row.date) {
          await runCommand(app, request, source, worklogDecider, { type: 'CorrectHours', data });
          return;
        }
        // Another day: decided on the entry's day, then the new day takes it (its 24 hours
        // decide), then the old day lets it go. A failure in between leaves the old day
        // holding the hours too, never the new day over 24; a retry finishes the move.
        const state = foldStream(worklogDecider, await app.deps.store.readStream(source));
        const correction = correctionOf(data, state);
        if (correction === null) return;
        await runCommand(
          app,
          request,
          worklogDayStream(owner, to.date),
          worklogDecider,
          { type: 'MoveHoursIn', data: correction },
          { retries: 25 },
        );
        await runCommand(
          app,
          request,
          source,
          worklogDecider,
          {
            type: 'MoveHoursOut',
            data: { worklogId: row.id, userId: owner, date: row.date, toDate: to.date },
          },
          { retries: 25 },
        );
      });
      return { worklog: { id: row.id, date: to.date, hours: to.hours, title: to.title } };
    },
  });

  implement(app, worklogEndpoints.remove, {
    handler: async (request) => {
      const { row, context } = await correctionContext(
        app,
        request,
        request.params.id,
        request.body.reason,
      );
      await underCorrectionLock(app, row.userId, async () =>
        runCommand(app, request, worklogDayStream(row.userId, row.date), worklogDecider, {
          type: 'DeleteHours',
          data: {
            ...context,
            locks: await periodLocks(app, row.userId, row.userName, [row.date]),
          },
        }),
      );
      return { deleted: true as const };
    },
  });

  implement(app, worklogEndpoints.history, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { id } = request.params;
      const [row, changes] = await Promise.all([
        findWorklog(app.deps.pool, id),
        worklogChanges(app.deps.pool, id),
      ]);
      const owner = row?.userId ?? changes[0]?.userId;
      if (owner === undefined || (!row && !(await isWorklogDeleted(app.deps.pool, id)))) {
        throw notFound('This entry');
      }
      if (!readsWorkOf(viewer, owner)) throw forbidden();
      return {
        worklogId: id,
        changes: changes.map(({ userId: _owner, at, ...change }) => ({
          ...change,
          at: at.toISOString(),
        })),
      };
    },
  });
};
