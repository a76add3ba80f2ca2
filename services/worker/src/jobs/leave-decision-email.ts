import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  LEAVE_DECISION_EMAIL_JOB,
  leaveApproverOf,
  leaveDecider,
  leaveDecisionEmailPayload,
  leaveStream,
  leaveWorkingDays,
} from '@teamledger/domain';
import { findLeave, findUserById, holidayDates, readSettings } from '@teamledger/read-models';
import { leaveDecisionEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

const STATUS_OF = {
  LeaveApproved: 'approved',
  LeaveRejected: 'rejected',
  LeaveCancelled: 'cancelled',
} as const;

/**
 * Emails one step of a leave: to the applicant, or, when the applicant withdrew it, to the
 * approver who was waiting on it. Its job id is the step's event id, so a replay asks for no
 * second job; a crash between the mail server's accept and the job's completion sends it once
 * more on retry, as every email of the worker may.
 */
export function leaveDecisionEmailHandler({
  pool,
  store,
  mailer,
  companyTimeZone,
  siteUrl,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = leaveDecisionEmailPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${LEAVE_DECISION_EMAIL_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { leaveId, eventId } = payload.data;
    const recorded = (await store.readStream(leaveStream(leaveId))).find(
      (event) => event.id === eventId,
    );
    if (!recorded) throw new UnrecoverableError(`Leave step ${eventId} was not found.`);
    const step = leaveDecider.parse(recorded);
    if (
      step.type !== 'LeaveApproved' &&
      step.type !== 'LeaveRejected' &&
      step.type !== 'LeaveCancelled'
    ) {
      throw new UnrecoverableError(`Event ${eventId} is not a step of a leave.`);
    }
    const status = STATUS_OF[step.type];
    const note = step.type === 'LeaveCancelled' ? step.data.reason : step.data.note;

    const [leave, applicant, actor, settings] = await Promise.all([
      findLeave(pool, leaveId),
      findUserById(pool, step.data.userId),
      recorded.metadata.actorId === null ? null : findUserById(pool, recorded.metadata.actorId),
      readSettings(pool, companyTimeZone),
    ]);
    // All are in the store already, so a miss is a projector a moment behind: retry.
    if (!leave || !applicant || !actor) {
      throw new Error(`The read models do not show leave ${leaveId} and its people yet.`);
    }
    let to = { name: applicant.name, address: applicant.email };
    let audience: 'applicant' | 'approver' = 'applicant';
    if (actor.id === applicant.id) {
      // The applicant withdrew it: whoever would have decided it hears of it.
      const approverId = leaveApproverOf({
        lead1Id: applicant.leadIds[0] ?? null,
        hrUserId: settings.hrUserId,
        approver: settings.leaveApprover,
      });
      const approver = approverId === null ? null : await findUserById(pool, approverId);
      if (!approver) return { sent: false };
      to = { name: approver.name, address: approver.email };
      audience = 'approver';
    }
    const holidays = await holidayDates(pool, leave.from, leave.to);
    await mailer.sendMail(
      leaveDecisionEmail({
        leave: {
          ...leave,
          workingDays: leaveWorkingDays({ from: leave.from, to: leave.to, holidays }),
        },
        status,
        by: { name: actor.name, address: actor.email },
        note,
        to,
        audience,
        siteUrl,
      }),
    );
    return { sent: true };
  };
}
