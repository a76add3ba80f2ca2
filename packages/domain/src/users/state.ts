import { assertNever } from '../shared/index.js';
import type { IsoDate } from '../calendar/index.js';
import type { UserEvent, UserStatusChanged, UserUpdatableFields } from './events.js';
import { endsSessions } from './events.js';
import type { Availability, UserStatus } from './types.js';

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
