import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  LEAVE_NOTIFICATION_JOB,
  leaveNotificationPayload,
  formatClock,
  formatDay,
  leaveDecider,
  leaveStream,
  localDate,
  rangeDays,
  type Leave,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { findLeave, findUserById, readSettings } from '@teamledger/read-models';
import type { MailAddress, OutgoingMail } from '../mail/mailer.js';
import type { JobDeps, JobHandler } from './index.js';

export const NO_HR_EMAIL_MESSAGE = 'No HR email is set in Settings.';

export interface LeaveNotificationInput {
  leave: Leave;
  applicant: MailAddress;
  hrEmail: string;
  /** The company's, for the moment the leave was applied for. */
  timeZone: string;
}

/** "Leave application: <name> — <type>", to HR, answered straight to the applicant. */
export function leaveNotificationMail({
  leave,
  applicant,
  hrEmail,
  timeZone,
}: LeaveNotificationInput): OutgoingMail {
  const days = rangeDays(leave.from, leave.to);
  const appliedDay = formatDay(localDate(leave.appliedAt, timeZone));
  const text = [
    `${applicant.name} (${applicant.address}) applied for ${leave.leaveType} leave.`,
    '',
    `First day:  ${formatDay(leave.from)}`,
    `Last day:   ${formatDay(leave.to)} (${days} calendar ${days === 1 ? 'day' : 'days'})`,
    `Applied on: ${appliedDay}, ${formatClock(leave.appliedAt, timeZone)} (${timeZone})`,
    '',
    'Details:',
    leave.details,
    '',
    `Reply to this email to answer ${applicant.name}.`,
  ].join('\n');
  return {
    to: hrEmail,
    subject: `Leave application: ${applicant.name} — ${leave.leaveType}`,
    text,
    replyTo: applicant,
  };
}

/**
 * Safe to run twice: the send is recorded as LeaveNotificationSent in the leave's stream,
 * and a job whose leave already has it sends nothing. A crash between the mail server's
 * accept and that append sends the email once more on retry; SMTP offers no way to make
 * the two one step, and a second email beats none.
 */
export function leaveNotificationHandler({
  pool,
  store,
  mailer,
  clock,
  companyTimeZone,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = leaveNotificationPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${LEAVE_NOTIFICATION_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { leaveId } = payload.data;
    const stream = leaveStream(leaveId);
    const history = await store.readStream(stream);
    if (foldStream(leaveDecider, history).hrNotified) return { sent: false };
    const applied = history.find((event) => event.type === 'LeaveApplied');
    if (!applied) throw new UnrecoverableError(`Leave ${leaveId} was not found.`);

    const settings = await readSettings(pool, companyTimeZone);
    const hrEmail = settings.hrEmail.trim();
    if (!hrEmail) throw new UnrecoverableError(NO_HR_EMAIL_MESSAGE);
    const leave = await findLeave(pool, leaveId);
    const applicant = leave && (await findUserById(pool, leave.user.id));
    // Both are in the store already, so a miss is a projector a moment behind: retry.
    if (!leave || !applicant) {
      throw new Error(`The read models do not show leave ${leaveId} and its applicant yet.`);
    }

    await mailer.sendMail(
      leaveNotificationMail({
        leave,
        applicant: { name: applicant.name, address: applicant.email },
        hrEmail,
        timeZone: settings.companyTimeZone,
      }),
    );
    const at = clock.now();
    await executeCommand(
      store,
      stream,
      leaveDecider,
      { type: 'RecordLeaveNotification', data: { leaveId, to: hrEmail, at: at.toISOString() } },
      {
        actorId: null,
        at,
        // Ties the record to the request that applied for the leave.
        correlationId: applied.metadata.correlationId,
        causationId: applied.id,
        source: 'system',
      },
    );
    // Job results sit in Redis in clear text: the address stays in the event only.
    return { sent: true };
  };
}
