import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  SECURITY_LINK_EMAIL_JOB,
  securityLinkEmailPayload,
  userDecider,
  userStream,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { storeSecurityLinkSecret } from '@teamledger/read-models';
import { securityLinkEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

/**
 * Emails an invitation or password reset link (docs/decisions.md D260). The secret is made
 * here, its hash stored in security_links right before the send, and SecurityLinkEmailed
 * appended after it; a job whose link was emailed, used, revoked or has expired sends
 * nothing. A crash between the send and the append sends a second email on retry, with a
 * new secret that replaces the first (only the last email's link works).
 */
export function securityLinkEmailHandler({
  pool,
  store,
  mailer,
  clock,
  siteUrl,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = securityLinkEmailPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${SECURITY_LINK_EMAIL_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { userId, linkId } = payload.data;
    const stream = userStream(userId);
    const history = await store.readStream(stream);
    const state = foldStream(userDecider, history);
    if (!state.exists) throw new UnrecoverableError(`User ${userId} was not found.`);
    const link = state.links[linkId];
    if (!link) throw new UnrecoverableError(`Link ${linkId} was not found.`);
    if (link.emailedTo !== null || link.status !== 'open') return { sent: false };
    const now = clock.now();
    if (Date.parse(link.expiresAt) <= now.getTime()) return { sent: false };

    const token = await storeSecurityLinkSecret(
      pool,
      { linkId, userId, purpose: link.purpose, expiresAt: link.expiresAt },
      now,
    );
    await mailer.sendMail(
      securityLinkEmail({
        purpose: link.purpose,
        recipient: { name: state.name, address: state.email },
        token,
        expiresAt: link.expiresAt,
        siteUrl,
      }),
    );
    const issued = history.find((recorded) => {
      const event = userDecider.parse(recorded);
      return event.type === 'SecurityLinkIssued' && event.data.linkId === linkId;
    });
    await executeCommand(
      store,
      stream,
      userDecider,
      { type: 'RecordSecurityLinkEmailed', data: { linkId, to: state.email } },
      {
        actorId: null,
        at: clock.now(),
        correlationId: issued?.metadata.correlationId ?? linkId,
        causationId: issued?.id ?? null,
        source: 'system',
      },
    );
    return { sent: true };
  };
}
