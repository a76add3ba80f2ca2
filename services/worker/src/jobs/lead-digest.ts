import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { LEAD_DIGEST_JOB, leadDigestPayload } from '@teamledger/domain';
import { findUserById, usersByIds } from '@teamledger/read-models';
import { leadDigestEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

/**
 * Emails a lead the people of theirs a daily run reminded. Its job id names the run and the
 * lead, so a retried run queues no second one; nothing is appended, the digest only repeats
 * what the reminders streams record.
 */
export function leadDigestHandler({ pool, mailer }: JobDeps): JobHandler {
  return async (job) => {
    const payload = leadDigestPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${LEAD_DIGEST_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { leadId, subject, date, userIds } = payload.data;
    const [lead, people] = await Promise.all([
      findUserById(pool, leadId),
      usersByIds(pool, userIds),
    ]);
    if (!lead || lead.status !== 'active') return { sent: false };
    const order = new Map(userIds.map((id, index) => [id, index]));
    people.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    await mailer.sendMail(
      leadDigestEmail({
        lead: { name: lead.name, address: lead.email },
        subject,
        date,
        people: people.map((person) => ({ name: person.name, address: person.email })),
      }),
    );
    return { sent: true };
  };
}
