import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isAdmin,
  notFound,
  REMINDER_ID_NAMESPACE,
  reminderDecider,
  reminderEndpoints,
  reminderIdName,
  reminderStream,
  userDecider,
  userStream,
  type Reminder,
  type ReminderRequested,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import { findReminder } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { HOUR_MS, registerSenderLimit } from '../plugins/sender-limit.js';

/**
 * Send Reminder of the Login/Hours Report: the route records ReminderRequested, and the
 * reminder-email reaction has the worker send it (DESIGN.md section 4: no route enqueues).
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerSenderLimit(app, { name: 'reminder', message: 'Too many reminders sent.' });

  implement(app, reminderEndpoints.send, {
    config: { rateLimit: { max: app.deps.config.REMINDERS_PER_HOUR, timeWindow: HOUR_MS } },
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
      // One per person, subject and day: asked again, by anyone, it is the first one.
      const reminderId = uuidV5(
        reminderIdName(subject, date ?? today, userId),
        REMINDER_ID_NAMESPACE,
      );
      const { events, recordedAt } = await runCommand(
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
            recipient: recipient.exists ? recipient : null,
            senderRemindsAnyone: isAdmin(actor),
            today,
          },
        },
      );
      const behind = request.readModelsPending?.includes('reminders') ?? false;
      const stored = behind ? null : await findReminder(app.deps.pool, reminderId);
      // Asked for already (nothing appended) and not in the read model yet: the first
      // request, as its stream recorded it.
      let first: { data: ReminderRequested['data']; at: string } | undefined;
      if (events.length === 0 && !stored) {
        for (const recorded of await app.deps.store.readStream(reminderStream(userId))) {
          const event = reminderDecider.parse(recorded);
          if (event.type === 'ReminderRequested' && event.data.reminderId === reminderId) {
            first = { data: event.data, at: recorded.metadata.at };
          }
        }
      }
      const reminder: Reminder = stored ?? {
        id: reminderId,
        user: { id: userId, name: recipient.exists ? recipient.name : '' },
        subject,
        date: first ? first.data.date : date,
        state: 'queued',
        requestedAt: first?.at ?? recordedAt ?? now.toISOString(),
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
