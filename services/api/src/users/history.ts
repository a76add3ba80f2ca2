import { assertNever, type UserEvent, type UserHistory } from '@teamledger/domain';

export type HistoryEntry = Omit<UserHistory['entries'][number], 'at' | 'actor'>;

/**
 * What one event of a person's stream adds to their audit history (GET /api/users/:id/history):
 * registration, status changes and role changes. Every user event type has its case, so a
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
    // Not part of the audit trail: a password, a display name or a presence status.
    case 'UserPasswordChanged':
    case 'UserProfileUpdated':
    case 'UserAvailabilityChanged':
      return [];
    default:
      return assertNever(event);
  }
}
