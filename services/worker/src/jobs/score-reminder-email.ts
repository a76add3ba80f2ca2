import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  SCORE_REMINDER_EMAIL_JOB,
  scoreDecider,
  scoreReminderEmailPayload,
  scoreStream,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { findUserById } from '@teamledger/read-models';
import { scoreReminderEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

/**
 * Emails a lead that a monthly score waits for their step (mail/templates.ts: a text and
 * an HTML part, the reply going to whoever asked). Safe to run twice: the send is
 * recorded as ScoreReminderSent on the score's stream, and a job whose reminder already
 * has it sends nothing.
 */
export function scoreReminderEmailHandler({
  pool,
  store,
  mailer,
  clock,
  siteUrl,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = scoreReminderEmailPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${SCORE_REMINDER_EMAIL_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { reminderId, userId, month } = payload.data;
    const stream = scoreStream(userId, month);
    const history = await store.readStream(stream);
    if (foldStream(scoreDecider, history).reminders[reminderId] === 'sent') return { sent: false };
    const requested = history.flatMap((recorded) => {
      const event = scoreDecider.parse(recorded);
      return event.type === 'ScoreReminderRequested' && event.data.reminderId === reminderId
        ? [{ ...recorded, data: event.data }]
        : [];
    })[0];
    if (!requested) throw new UnrecoverableError(`Score reminder ${reminderId} was not found.`);
    const [lead, person, requester] = await Promise.all([
      findUserById(pool, requested.data.leadId),
      findUserById(pool, userId),
      findUserById(pool, requested.data.requestedBy),
    ]);
    // Both are in the store already, so a miss is a projector a moment behind: retry.
    if (!lead || !person) throw new Error('The users read model does not show them yet.');
    await mailer.sendMail(
      scoreReminderEmail({
        lead: { name: lead.name, address: lead.email },
        month,
        people: [person.name],
        requester: requester ? { name: requester.name, address: requester.email } : null,
        siteUrl,
      }),
    );
    const at = clock.now();
    await executeCommand(
      store,
      stream,
      scoreDecider,
      {
        type: 'RecordScoreReminderSent',
        data: { reminderId, to: lead.email, at: at.toISOString() },
      },
      {
        actorId: null,
        at,
        correlationId: requested.metadata.correlationId,
        causationId: requested.id,
        source: 'system',
      },
      // Leads may save steps on the same stream meanwhile; recording the send is safe to redo.
      { retries: 10 },
    );
    return { sent: true };
  };
}
