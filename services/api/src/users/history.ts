import { assertNever, type UserEvent, type UserHistory } from '@teamledger/domain';

export type HistoryEntry = Omit<UserHistory['entries'][number], 'at' | 'actor'>;

const PASSWORD_CHANGED = {
  self: 'Password changed',
  admin: 'Password set by an admin',
  link: 'Password set through an emailed link',
} as const;
const linkName = { invitation: 'Invitation', reset: 'Password reset link' } as const;
const SESSIONS_ENDED = {
  one: 'A session ended',
  others: 'All other sessions ended',
  all: 'All sessions ended',
} as const;

const TWO_FACTOR_FAILED = {
  code: 'Wrong two-factor code',
  recovery: 'Wrong recovery code',
} as const;

/** A security event (invitation, password, sessions, single sign-on): what happened, and a detail. */
const security = (what: string, reason: string | null = null): HistoryEntry => ({
  kind: 'security',
  from: null,
  to: what,
  reason,
  effectiveDate: null,
});

/**
 * What one event of a person's stream adds to their audit history (GET /api/users/:id/history):
 * registration, status changes, role changes and security events. Every user event type has its case, so a
 * new one fails the typecheck here until someone decides whether the history shows it.
 */
export function historyEntries(event: UserEvent): HistoryEntry[] {
  switch (event.type) {
    case 'UserRegistered':
      return [
        {
          kind: 'registered',
          from: null,
          to: event.data.status,
          reason: `Added (${event.data.via}) as ${event.data.role}`,
          effectiveDate: null,
        },
      ];
    case 'UserStatusChanged':
      return [
        {
          kind: 'status',
          from: event.data.from,
          to: event.data.to,
          reason: event.data.reason,
          effectiveDate: event.data.effectiveDate ?? null,
        },
      ];
    case 'UserUpdated':
      return event.data.changes.role === undefined
        ? []
        : [
            {
              kind: 'role',
              from: event.data.previous.role ?? null,
              to: event.data.changes.role,
              reason: null,
              effectiveDate: null,
            },
          ];
    case 'UserPasswordChanged':
      return [security(PASSWORD_CHANGED[event.data.by])];
    case 'SecurityLinkIssued':
      return [
        security(
          event.data.purpose === 'invitation' ? 'Invitation sent' : 'Password reset asked',
          `Valid until ${event.data.expiresAt}`,
        ),
      ];
    case 'SecurityLinkEmailed':
      return [security(`${linkName[event.data.purpose]} emailed`, `To ${event.data.to}`)];
    case 'SecurityLinkRevoked':
      return [security(`${linkName[event.data.purpose]} withdrawn`)];
    case 'SecurityLinkUsed':
      return [
        security(event.data.purpose === 'invitation' ? 'Invitation used' : 'Password reset done'),
      ];
    case 'SessionsEnded':
      return [security(SESSIONS_ENDED[event.data.scope])];
    case 'TwoFactorEnrolled':
      return [security('Two-factor sign-in turned on')];
    case 'TwoFactorReset':
      return [security('Two-factor sign-in reset')];
    case 'TwoFactorFailed':
      return [security(TWO_FACTOR_FAILED[event.data.method])];
    case 'RecoveryCodeUsed':
      return [
        security(
          'Recovery code used',
          `${event.data.remaining} recovery code${event.data.remaining === 1 ? '' : 's'} left`,
        ),
      ];
    case 'SignedInWithSso':
      return [security(`Signed in with ${event.data.providerName}`, event.data.issuer)];
    // Not part of the audit trail: a display name or a presence status.
    case 'UserProfileUpdated':
    case 'UserAvailabilityChanged':
      return [];
    default:
      return assertNever(event);
  }
}
