import { assertNever } from '../shared/index.js';
import type { IsoDate } from '../calendar/index.js';
import type {
  SecurityLinkPurpose,
  UserEvent,
  UserStatusChanged,
  UserUpdatableFields,
} from './events.js';
import { endsSessions } from './events.js';
import type { Availability, UserStatus } from './types.js';

/** One emailed single-use link as the person's stream knows it (its secret is elsewhere). */
export interface SecurityLinkState {
  purpose: SecurityLinkPurpose;
  expiresAt: string;
  status: 'open' | 'used' | 'revoked';
  /** The address it was emailed to, once the worker sent it. */
  emailedTo: string | null;
}

export type UserState =
  | { exists: false }
  | (UserUpdatableFields & {
      exists: true;
      userId: string;
      email: string;
      status: UserStatus;
      availability: Availability;
      textStatus: string;
      /** Goes up whenever open sessions must end (see endsSessions). */
      sessionVersion: number;
      /** While the status is 'left': the first day they were gone (null for older events). */
      leftOn: IsoDate | null;
      /** Security links by id (invitations and password resets). */
      links: Readonly<Record<string, SecurityLinkState>>;
      /** Sign-in asks for an authenticator code after the password. */
      twoFactorEnrolled: boolean;
    });

export const initialUserState: UserState = { exists: false };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { via: _via, joinedOn, ...data } = event.data;
    return {
      exists: true,
      ...data,
      joinedOn: joinedOn ?? null,
      excludedFromHrReports: false,
      availability: 'Away',
      textStatus: '',
      sessionVersion: 0,
      leftOn: null,
      links: {},
      twoFactorEnrolled: false,
    };
  }
  if (!state.exists) return state;
  const next = endsSessions(event) ? { ...state, sessionVersion: state.sessionVersion + 1 } : state;
  switch (event.type) {
    case 'UserStatusChanged':
      return {
        ...next,
        status: event.data.to,
        leftOn: event.data.to === 'left' ? (event.data.effectiveDate ?? null) : null,
        joinedOn: joinedOnAfter(state.joinedOn, event),
      };
    case 'UserUpdated':
      return { ...next, ...event.data.changes };
    case 'UserPasswordChanged':
      return next;
    case 'UserProfileUpdated':
      return { ...next, name: event.data.name };
    case 'UserAvailabilityChanged':
      return { ...next, availability: event.data.availability, textStatus: event.data.textStatus };
    case 'SecurityLinkIssued': {
      const { linkId, purpose, expiresAt } = event.data;
      return {
        ...next,
        links: { ...next.links, [linkId]: { purpose, expiresAt, status: 'open', emailedTo: null } },
      };
    }
    case 'SecurityLinkEmailed':
      return withLink(next, event.data.linkId, { emailedTo: event.data.to });
    case 'SecurityLinkRevoked':
      return withLink(next, event.data.linkId, { status: 'revoked' });
    case 'SecurityLinkUsed':
      return withLink(next, event.data.linkId, { status: 'used' });
    case 'TwoFactorEnrolled':
      return { ...next, twoFactorEnrolled: true };
    case 'TwoFactorReset':
      return { ...next, twoFactorEnrolled: false };
    case 'SessionsEnded':
    case 'TwoFactorFailed':
    case 'RecoveryCodeUsed':
    case 'SignedInWithSso':
      return next;
    default:
      return assertNever(event);
  }
}

/**
 * The join date after a status move: an accepted registration (inactive to active) joins on
 * the move's day when no join date was set; nothing else moves it.
 */
export function joinedOnAfter(joinedOn: IsoDate | null, event: UserStatusChanged): IsoDate | null {
  const { from, to, effectiveDate } = event.data;
  return joinedOn === null && from === 'inactive' && to === 'active' && effectiveDate !== undefined
    ? effectiveDate
    : joinedOn;
}

function withLink<State extends Extract<UserState, { exists: true }>>(
  state: State,
  linkId: string,
  change: Partial<SecurityLinkState>,
): State {
  const link = state.links[linkId];
  if (!link) return state;
  return { ...state, links: { ...state.links, [linkId]: { ...link, ...change } } };
}
