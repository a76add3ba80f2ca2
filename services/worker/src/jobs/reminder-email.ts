import { UnrecoverableError, type Job } from 'bullmq';
import { z } from 'zod';
import {
  REMINDER_EMAIL_JOB,
  reminderDecider,
  reminderEmailPayload,
  reminderStream,
  type ReminderCommand,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { findUserById } from '@teamledger/read-models';
import { reminderEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

/** BullMQ counts a running attempt in attemptsMade only once it has failed. */
const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * Safe to run twice: the send is recorded as ReminderSent in the person's reminders
 * stream, and a job whose reminder already has it sends nothing. A crash between the mail
 * server's accept and that append sends the email once more on retry; SMTP offers no way
 * to make the two one step. When the job gives up (a refusal no retry can fix, or its last
 * attempt) it records ReminderFailed, so the person who asked sees it did not go out.
 */
export function reminderEmailHandler({ pool, store, mailer, clock, siteUrl }: JobDeps): JobHandler {
  return async (job) => {
    const payload = reminderEmailPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${REMINDER_EMAIL_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { reminderId, userId } = payload.data;
    const stream = reminderStream(userId);
    const history = await store.readStream(stream);
    const state = foldStream(reminderDecider, history).reminders[reminderId];
    if (state === 'sent') return { sent: false };
    const requested = history.flatMap((recorded) => {
      const event = reminderDecider.parse(recorded);
      return event.type === 'ReminderRequested' && event.data.reminderId === reminderId
        ? [{ ...recorded, data: event.data }]
        : [];
    })[0];
    if (!requested) throw new UnrecoverableError(`Reminder ${reminderId} was not found.`);

    const record = async (command: ReminderCommand) => {
      const at = clock.now();
      await executeCommand(store, stream, reminderDecider, command, {
        actorId: null,
        at,
        // Ties the record to the request that asked for the reminder.
        correlationId: requested.metadata.correlationId,
        causationId: requested.id,
        source: 'system',
      });
    };
    const fail = async (reason: string) =>
      record({
        type: 'RecordReminderFailed',
        data: { reminderId, reason, at: clock.now().toISOString() },
      });

    const [recipient, requester] = await Promise.all([
      findUserById(pool, userId),
      findUserById(pool, requested.data.requestedBy),
    ]);
    // The person is in the store already (the request checked), so a miss is a projector
    // a moment behind: retry.
    if (!recipient) throw new Error(`The users read model does not show ${userId} yet.`);
    if (recipient.status !== 'active') {
      const reason = `${recipient.name} is no longer active.`;
      await fail(reason);
      throw new UnrecoverableError(reason);
    }

    try {
      await mailer.sendMail(
        reminderEmail({
          subject: requested.data.subject,
          date: requested.data.date,
          recipient: { name: recipient.name, address: recipient.email },
          requester: requester ? { name: requester.name, address: requester.email } : null,
          siteUrl,
        }),
      );
    } catch (error) {
      if (error instanceof UnrecoverableError || isLastAttempt(job)) {
        await fail((error as Error).message);
      }
      throw error;
    }
    const at = clock.now();
    await record({
      type: 'RecordReminderSent',
      data: { reminderId, to: recipient.email, at: at.toISOString() },
    });
    // Job results sit in Redis in clear text: the address stays in the event only.
    return { sent: true };
  };
}
