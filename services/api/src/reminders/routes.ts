import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notFound,
  reminderDecider,
  reminderEndpoints,
  reminderStream,
  userDecider,
  userStream,
  type Reminder,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { findReminder } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';

/**
 * Send Reminder of the Login/Hours Report: the route records ReminderRequested, and the
 * reminder-email reaction has the worker send it (DESIGN.md section 4: no route enqueues).
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, reminderEndpoints.send, {
    handler: async (request, reply) => {
      const actor = requireUser(request);
      const { userId, subject, date = null } = request.body;
      const { now, today } = await companyNow(app);
      // The person's own stream says whether they exist and are active, whatever the
      // users read model shows yet.
      const recipient = foldStream(
        userDecider,
        await app.deps.store.readStream(userStream(userId)),
      );
      const reminderId = createdId(request, 'reminder');
      const { recordedAt } = await runCommand(
        app,
        request,
        reminderStream(userId),
        reminderDecider,
        {
          type: 'RequestReminder',
          data: {
            reminderId,
            userId,
            subject,
            date,
            requestedBy: actor.id,
            recipientStatus: recipient.exists ? recipient.status : null,
            today,
          },
        },
      );
      const behind = request.readModelsPending?.includes('reminders') ?? false;
      const stored = behind ? null : await findReminder(app.deps.pool, reminderId);
      const reminder: Reminder = stored ?? {
        id: reminderId,
        user: { id: userId, name: recipient.exists ? recipient.name : '' },
        subject,
        date,
        state: 'queued',
        requestedAt: recordedAt ?? now.toISOString(),
        sentAt: null,
        failure: null,
      };
      return reply.status(201).send({ reminder });
    },
  });

  implement(app, reminderEndpoints.get, {
    handler: async (request) => {
      const reminder = await findReminder(app.deps.pool, request.params.id);
      if (!reminder) throw notFound('Reminder');
      return { reminder };
    },
  });
};
