import { describe, expect, it } from 'vitest';
import { USER_EVENTS, userDecider, type UserEvent } from '@teamledger/domain';
import { historyEntries } from './history.js';

const uma = '11111111-1111-4111-8111-111111111111';
const office = '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f';

/** One event of every user type: a new user event fails the typecheck here until it has one. */
const samples: { [Type in UserEvent['type']]: Extract<UserEvent, { type: Type }>['data'] } = {
  UserRegistered: {
    name: 'Uma Rao',
    role: 'User',
    teamName: 'Platform',
    leadIds: [],
    workspaceIds: [office],
    defaultWorkspaceId: office,
    isProviderUser: false,
    isLead: false,
    gender: 'F',
    userId: uma,
    email: 'uma@example.com',
    status: 'active',
    via: 'admin',
  },
  UserStatusChanged: {
    userId: uma,
    from: 'active',
    to: 'left',
    reason: 'Moved on',
    effectiveDate: '2026-03-01',
  },
  UserUpdated: { userId: uma, changes: { role: 'Manager' }, previous: { role: 'User' } },
  UserPasswordChanged: { userId: uma, by: 'self' },
  UserProfileUpdated: { userId: uma, name: 'Uma R.' },
  UserAvailabilityChanged: { userId: uma, availability: 'Online', textStatus: 'Here' },
  SecurityLinkIssued: {
    userId: uma,
    linkId: office,
    purpose: 'invitation',
    expiresAt: '2026-03-08T09:00:00.000Z',
  },
  SecurityLinkEmailed: { userId: uma, linkId: office, purpose: 'invitation', to: 'u@x.test' },
  SecurityLinkRevoked: { userId: uma, linkId: office, purpose: 'invitation' },
  SecurityLinkUsed: { userId: uma, linkId: office, purpose: 'reset' },
  SessionsEnded: { userId: uma, scope: 'all', sessionId: null },
  TwoFactorEnrolled: { userId: uma },
  TwoFactorReset: { userId: uma },
  TwoFactorFailed: { userId: uma, method: 'code' },
  RecoveryCodeUsed: { userId: uma, remaining: 9 },
  SignedInWithSso: { userId: uma, providerName: 'Okta', issuer: 'https://id.example.com' },
};

/**
 * User events the audit history leaves out on purpose. A new user event is either shown
 * (a history entry) or listed here: the test below fails until someone decides.
 */
const notShown: readonly string[] = ['UserProfileUpdated', 'UserAvailabilityChanged'];

const sampleOf = new Map<string, unknown>(Object.entries(samples));

/** The sample of a type read back as the history route reads it: through the user decider. */
const parsed = (type: string) => userDecider.parse({ type, data: sampleOf.get(type) });

describe('historyEntries', () => {
  it.each(Object.keys(USER_EVENTS))('decides for %s: shown, or listed as not shown', (type) => {
    expect(sampleOf.has(type), `no sample of ${type}`).toBe(true);
    const entries = historyEntries(parsed(type));
    if (notShown.includes(type)) expect(entries).toEqual([]);
    else expect(entries.length).toBeGreaterThan(0);
  });

  it('shows a registration, a status change and a role change with their values', () => {
    expect(
      ['UserRegistered', 'UserStatusChanged', 'UserUpdated'].flatMap((type) =>
        historyEntries(parsed(type)),
      ),
    ).toEqual([
      {
        kind: 'registered',
        from: null,
        to: 'active',
        reason: 'Added (admin) as User',
        effectiveDate: null,
      },
      {
        kind: 'status',
        from: 'active',
        to: 'left',
        reason: 'Moved on',
        effectiveDate: '2026-03-01',
      },
      { kind: 'role', from: 'User', to: 'Manager', reason: null, effectiveDate: null },
    ]);
  });

  it('shows security events with what happened', () => {
    expect(
      [
        'SecurityLinkIssued',
        'SecurityLinkEmailed',
        'SecurityLinkRevoked',
        'SecurityLinkUsed',
        'SessionsEnded',
        'UserPasswordChanged',
        'SignedInWithSso',
      ].flatMap((type) => historyEntries(parsed(type)).map((entry) => [entry.to, entry.reason])),
    ).toEqual([
      ['Invitation sent', 'Valid until 2026-03-08T09:00:00.000Z'],
      ['Invitation emailed', 'To u@x.test'],
      ['Invitation withdrawn', null],
      ['Password reset done', null],
      ['All sessions ended', null],
      ['Password changed', null],
      ['Signed in with Okta', 'https://id.example.com'],
    ]);
    expect(
      historyEntries({ type: 'UserPasswordChanged', data: { userId: uma, by: 'admin' } }),
    ).toMatchObject([{ kind: 'security', to: 'Password set by an admin' }]);
  });

  it('leaves out an update that does not change the role', () => {
    expect(
      historyEntries({
        type: 'UserUpdated',
        data: { userId: uma, changes: { teamName: 'Core' }, previous: { teamName: 'Platform' } },
      }),
    ).toEqual([]);
  });
});
