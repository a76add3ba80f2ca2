import { describe, expect, it } from 'vitest';
import { securityLinkEmailReaction } from './reactions.js';

describe('securityLinkEmailReaction', () => {
  it('asks the worker to email every link issued, once per event', () => {
    const event = {
      id: 'c1d2e3f4-0000-4000-8000-000000000001',
      source: 'web' as const,
      type: 'SecurityLinkIssued' as const,
      data: {
        userId: '11111111-1111-4111-8111-111111111111',
        linkId: '0c3f6a52-2f4f-4c1e-9a1b-7d2e5f3a9b10',
        purpose: 'reset' as const,
        expiresAt: '2026-03-17T09:00:00.000Z',
      },
    };
    expect(securityLinkEmailReaction.react(event)).toEqual([
      {
        name: 'security-link-email',
        payload: {
          userId: '11111111-1111-4111-8111-111111111111',
          linkId: '0c3f6a52-2f4f-4c1e-9a1b-7d2e5f3a9b10',
        },
        jobId: 'security-link-email-c1d2e3f4-0000-4000-8000-000000000001',
      },
    ]);
  });
});
