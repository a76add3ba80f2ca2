import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forbidden,
  isNonUser,
  leaveDaysRange,
  leaveDecider,
  leaveEndpoints,
  leaveStream,
  leaveWorkingDays,
  type Leave,
} from '@teamledger/domain';
import {
  findLeave,
  holidayDates,
  listLeaves,
  userDays,
  type LeaveRecord,
} from '@teamledger/read-models';
import type { Pool } from '@teamledger/platform';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';

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
    workingDays: leaveWorkingDays({ from: leave.from, to: leave.to, holidays }),
  }));
}

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, leaveEndpoints.list, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { user, from, to } = request.query;
      // A plain user reads only their own (403 for anyone else's, not an empty list).
      if (!isNonUser(viewer) && user !== undefined && user !== viewer.id) throw forbidden();
      const leaves = await listLeaves(app.deps.pool, {
        userId: isNonUser(viewer) ? (user ?? null) : viewer.id,
        from,
        to,
      });
      return { leaves: await withWorkingDays(app.deps.pool, leaves) };
    },
  });

  implement(app, leaveEndpoints.days, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { from, to } = leaveDaysRange(request.query);
      const [holidays, days] = await Promise.all([
        holidayDates(app.deps.pool, from, to),
        userDays(app.deps.pool, viewer.id, from, to),
      ]);
      return {
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
      const { leaveType, details, from, to } = request.body;
      const { recordedAt } = await runCommand(app, request, leaveStream(leaveId), leaveDecider, {
        type: 'ApplyForLeave',
        data: { leaveId, userId: viewer.id, leaveType, details, from, to, today },
      });
      // A projector slower than the read-your-writes wait still gets a full answer.
      const record = (await findLeave(app.deps.pool, leaveId)) ?? {
        id: leaveId,
        user: { id: viewer.id, name: viewer.name },
        leaveType,
        details,
        from,
        to,
        appliedAt: recordedAt ?? now.toISOString(),
      };
      const [leave] = await withWorkingDays(app.deps.pool, [record]);
      return reply.status(201).send({ leave: leave! });
    },
  });
};
