import type { IsoDate } from '../calendar/index.js';
import type { UserRegistered, UserUpdatableFields } from './events.js';
import type { Role } from '../access/index.js';
import type { Availability, UserStatus } from './types.js';

export interface RegisterUser {
  type: 'RegisterUser';
  data: UserRegistered['data'];
}

export interface ChangePassword {
  type: 'ChangePassword';
  /** The new hash is not part of it: the API writes it to credentials before the append. */
  data: {
    by: 'self' | 'admin';
    /** The owner must prove the current password; the service verifies the hash (I/O). */
    currentPasswordMatches: boolean;
  };
}

export interface UpdateOwnProfile {
  type: 'UpdateOwnProfile';
  data: { name: string };
}

export interface ChangeAvailability {
  type: 'ChangeAvailability';
  data: { availability: Availability; textStatus: string };
}

/** Every status move but 'left', which needs a date (MarkUserLeft). */
export interface ChangeUserStatus {
  type: 'ChangeUserStatus';
  data: { to: Exclude<UserStatus, 'left'>; reason: string | null; actorId: string };
}

/** An Admin or Manager records that a person left: from which day, and why. */
export interface MarkUserLeft {
  type: 'MarkUserLeft';
  data: {
    /** The first day the person is no longer with the company. */
    effectiveDate: IsoDate;
    reason: string;
    actorId: string;
    /** The company's today, from the service's clock. */
    today: IsoDate;
  };
}

export interface UpdateUser {
  type: 'UpdateUser';
  data: { changes: Partial<UserUpdatableFields> };
}

/** Accept an inactive registration, giving the role, team, leads and workspaces it starts with. */
export interface AcceptRegistration {
  type: 'AcceptRegistration';
  data: {
    role: Role;
    teamName: string;
    /** Lead 1 first. */
    leadIds: string[];
    workspaceIds: string[];
    defaultWorkspaceId: string;
    actorId: string;
    /** The company's today, from the service's clock: the person's join date. */
    today: IsoDate;
  };
}

export type UserCommand =
  | RegisterUser
  | AcceptRegistration
  | ChangePassword
  | UpdateOwnProfile
  | ChangeAvailability
  | ChangeUserStatus
  | MarkUserLeft
  | UpdateUser;
