import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  periodOfKey,
  periodTitle,
  TIMESHEET_REJECTION_EMAIL_JOB,
  timesheetDecider,
  timesheetRejectionEmailPayload,
  timesheetStream,
} from '@teamledger/domain';
import { foldStream, executeCommand } from '@teamledger/eventstore';
import { findUserById } from '@teamledger/read-models';
import { timesheetRejectionEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

/**
 * Emails a rejected period's note to its person. Safe to run twice: the send is recorded as
 * TimesheetRejectionEmailed in the period's stream, and a rejection that has it sends nothing
 * (a crash between the mail server's accept and that append sends it once more on retry).
 */
export function timesheetRejectionEmailHandler({
  pool,
  store,
  mailer,
  clock,
  siteUrl,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = timesheetRejectionEmailPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${TIMESHEET_REJECTION_EMAIL_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { userId, period: key, eventId } = payload.data;
    const period = periodOfKey(key);
    if (period === null) throw new UnrecoverableError(`${key} is not a timesheet period.`);
    const stream = timesheetStream(userId, key);
    const history = await store.readStream(stream);
    if (foldStream(timesheetDecider, history).rejectionsEmailed.includes(eventId)) {
      return { sent: false };
    }
    const recorded = history.find((event) => event.id === eventId);
    if (!recorded) throw new UnrecoverableError(`Timesheet step ${eventId} was not found.`);
    const rejected = timesheetDecider.parse(recorded);
    if (rejected.type !== 'TimesheetRejected') {
      throw new UnrecoverableError(`Event ${eventId} is not a rejected timesheet.`);
    }
    const [person, approver] = await Promise.all([
      findUserById(pool, userId),
      findUserById(pool, rejected.data.by),
    ]);
    // Both are in the store already, so a miss is a projector a moment behind: retry.
    if (!person || !approver) {
      throw new Error(`The read models do not show the people of ${stream} yet.`);
    }
    await mailer.sendMail(
      timesheetRejectionEmail({
        period: periodTitle(period),
        person: { name: person.name, address: person.email },
        by: { name: approver.name, address: approver.email },
        note: rejected.data.note,
        siteUrl,
      }),
    );
    const at = clock.now();
    await executeCommand(
      store,
      stream,
      timesheetDecider,
      {
        type: 'RecordTimesheetRejectionEmail',
        data: {
          userId,
          period: key,
          rejectionEventId: eventId,
          to: person.email,
          at: at.toISOString(),
        },
      },
      {
        actorId: null,
        at,
        correlationId: recorded.metadata.correlationId,
        causationId: recorded.id,
        source: 'system',
      },
    );
    return { sent: true };
  };
}
