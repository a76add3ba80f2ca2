import type { IsoDate } from '../calendar/index.js';
import type { Availability, Gender, Role, UserStatus } from './types.js';

/** Fields an admin manages on a person (SPEC.md 3, User). */
export interface UserProfileFields {
  name: string;
  role: Role;
  teamName: string | null;
  /** lead1, lead2, lead3 in order; at most three user ids. */
  leadIds: string[];
  workspaceIds: string[];
  defaultWorkspaceId: string | null;
  isProviderUser: boolean;
  isLead: boolean;
  gender: Gender | null;
}

/** A person was added: by an admin, by the admin CLI, by the demo seed, or registered themselves. */
export interface UserRegistered {
  type: 'UserRegistered';
  data: UserProfileFields & {
    userId: string;
    email: string;
    status: Extract<UserStatus, 'active' | 'inactive'>;
    /** argon2id hash; null for accounts that sign in only once a password is set. */
    passwordHash: string | null;
    via: 'admin' | 'cli' | 'self' | 'demo';
  };
}

/**
 * A person's status moved (block, activate, accept, reject, leave, delete). A move to 'left'
 * carries `effectiveDate`: the first day the person is no longer with the company, from which
 * on reports leave them out. Older events and other moves have none.
 */
export interface UserStatusChanged {
  type: 'UserStatusChanged';
  data: {
    userId: string;
    from: UserStatus;
    to: UserStatus;
    reason: string | null;
    effectiveDate?: IsoDate;
  };
}

/** An admin changed some of a person's fields; `previous` keeps the old values for audit. */
export interface UserUpdated {
  type: 'UserUpdated';
  data: {
    userId: string;
    changes: Partial<UserProfileFields>;
    previous: Partial<UserProfileFields>;
  };
}

/** The password was replaced, by its owner or by an admin. */
export interface UserPasswordChanged {
  type: 'UserPasswordChanged';
  data: { userId: string; passwordHash: string; by: 'self' | 'admin' };
}

/** The person changed their own display name. */
export interface UserProfileUpdated {
  type: 'UserProfileUpdated';
  data: { userId: string; name: string };
}

/** The person set their availability and text status. */
export interface UserAvailabilityChanged {
  type: 'UserAvailabilityChanged';
  data: { userId: string; availability: Availability; textStatus: string };
}

export type UserEvent =
  | UserRegistered
  | UserStatusChanged
  | UserUpdated
  | UserPasswordChanged
  | UserProfileUpdated
  | UserAvailabilityChanged;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserStatusChanged',
  'UserUpdated',
  'UserPasswordChanged',
  'UserProfileUpdated',
  'UserAvailabilityChanged',
] as const satisfies readonly UserEvent['type'][];

/**
 * Events after which every open session of the person must sign in again: a new
 * password, a status change, or a new role (DESIGN.md section 7).
 */
export function endsSessions(event: UserEvent): boolean {
  switch (event.type) {
    case 'UserPasswordChanged':
    case 'UserStatusChanged':
      return true;
    case 'UserUpdated':
      return event.data.changes.role !== undefined;
    default:
      return false;
  }
}
