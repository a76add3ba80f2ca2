import { SECURITY_LINK_EMAIL_JOB, reactionJobId, type Reaction } from '../jobs/index.js';
import type { SecurityLinkIssued } from './events.js';

/** Every invitation or password reset link issued is emailed by the worker. */
export const securityLinkEmailReaction: Reaction<SecurityLinkIssued> = {
  name: 'reaction.security-link-email',
  handles: ['SecurityLinkIssued'],
  react(event) {
    const { userId, linkId } = event.data;
    return [
      {
        name: SECURITY_LINK_EMAIL_JOB,
        payload: { userId, linkId },
        jobId: reactionJobId(event.id, SECURITY_LINK_EMAIL_JOB),
      },
    ];
  },
};

/** Where an invitation opens the app: the page that sets a first password. */
export const SET_PASSWORD_PATH = '/set-password';
/** Where a password reset link opens the app. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** An invitation works for 7 days, a password reset for 1 hour (issue 31). */
export const LINK_VALIDITY_MS = { invitation: 7 * 24 * 60 * 60 * 1000, reset: 60 * 60 * 1000 };
