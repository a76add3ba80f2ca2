import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  LEAVE_NOTIFICATION_JOB,
  leaveNotificationPayload,
  leaveDecider,
  leaveStream,
  leaveApproverOf,
  leaveWorkingDays,
  type LeaveApprover,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { findLeave, findUserById, holidayDates, readSettings } from '@teamledger/read-models';
import { leaveApplicationEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

export const NO_HR_EMAIL_MESSAGE = 'No HR email is set in Settings.';

/**
 * The approver's address: the applicant's Lead 1 when Settings say so and they have one,
 * else HR's (the HR email of Settings; the HR person's own address when none is typed).
 */
async function approverEmail(
  pool: JobDeps['pool'],
  settings: { hrEmail: string; hrUserId: string | null; leaveApprover: LeaveApprover },
  lead1Id: string | null,
): Promise<string> {
  const approverId = leaveApproverOf({
    lead1Id,
    hrUserId: settings.hrUserId,
    approver: settings.leaveApprover,
  });
  if (approverId !== null && approverId !== settings.hrUserId) {
    const lead = await findUserById(pool, approverId);
    if (lead) return lead.email;
  }
  const hrEmail = settings.hrEmail.trim();
  if (hrEmail) return hrEmail;
  const hr = settings.hrUserId === null ? null : await findUserById(pool, settings.hrUserId);
  if (hr) return hr.email;
  throw new UnrecoverableError(NO_HR_EMAIL_MESSAGE);
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
  siteUrl,
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
    const leave = await findLeave(pool, leaveId);
    const applicant = leave && (await findUserById(pool, leave.user.id));
    // Both are in the store already, so a miss is a projector a moment behind: retry.
    if (!leave || !applicant) {
      throw new Error(`The read models do not show leave ${leaveId} and its applicant yet.`);
    }

    const to = await approverEmail(pool, settings, applicant.leadIds[0] ?? null);
    const holidays = await holidayDates(pool, leave.from, leave.to);
    await mailer.sendMail(
      leaveApplicationEmail({
        leave: {
          ...leave,
          workingDays: leaveWorkingDays({ from: leave.from, to: leave.to, holidays }),
        },
        applicant: { name: applicant.name, address: applicant.email },
        approverEmail: to,
        timeZone: settings.companyTimeZone,
        siteUrl,
      }),
    );
    const at = clock.now();
    await executeCommand(
      store,
      stream,
      leaveDecider,
      { type: 'RecordLeaveNotification', data: { leaveId, to, at: at.toISOString() } },
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
