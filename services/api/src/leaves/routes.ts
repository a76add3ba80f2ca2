import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isNonUser, leaveStream, leaveEndpoints } from '@teamledger/domain';
import { findLeave, listLeaves } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { leaveDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, leaveEndpoints.list, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const leaves = await listLeaves(app.deps.pool, {
        userId: isNonUser(viewer) ? null : viewer.id,
        from: request.query.from,
        to: request.query.to,
      });
      return { leaves };
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
      const leave = (await findLeave(app.deps.pool, leaveId)) ?? {
        id: leaveId,
        user: { id: viewer.id, name: viewer.name },
        leaveType,
        details,
        from,
        to,
        appliedAt: recordedAt ?? now.toISOString(),
      };
      return reply.status(201).send({ leave });
    },
  });
};
