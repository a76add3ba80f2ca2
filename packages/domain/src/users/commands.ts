import type { IsoDate } from '../calendar/index.js';
import type {
  SecurityLinkPurpose,
  TwoFactorMethod,
  UserRegistered,
  UserUpdatableFields,
} from './events.js';
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

/** Issue a single-use link (a newer one of the same purpose replaces the open ones). */
export interface IssueSecurityLink {
  type: 'IssueSecurityLink';
  data: { linkId: string; purpose: SecurityLinkPurpose; expiresAt: string };
}

/** The worker emailed the link. */
export interface RecordSecurityLinkEmailed {
  type: 'RecordSecurityLinkEmailed';
  data: { linkId: string; to: string };
}

/** An admin revokes the person's open invitation. */
export interface RevokeInvitation {
  type: 'RevokeInvitation';
  data: Record<string, never>;
}

/**
 * Set a password through a link whose secret the API has checked (I/O); the link must be
 * open and not expired at `now`. The hash goes to credentials before the append.
 */
export interface SetPasswordByLink {
  type: 'SetPasswordByLink';
  data: { linkId: string; now: string };
}

/** End sessions: one, all but the asker's own, or all. */
export interface EndSessions {
  type: 'EndSessions';
  data: { scope: 'one' | 'others' | 'all'; sessionId: string | null };
}

/**
 * Two-factor sign-in (TOTP). The API checks codes against the encrypted secret (I/O) and
 * says here what it found; the stream decides what is recorded.
 */
export interface ConfirmTwoFactor {
  type: 'ConfirmTwoFactor';
  data: Record<string, never>;
}
export interface ResetTwoFactor {
  type: 'ResetTwoFactor';
  data: Record<string, never>;
}
export interface RecordTwoFactorFailure {
  type: 'RecordTwoFactorFailure';
  data: { method: TwoFactorMethod };
}
export interface UseRecoveryCode {
  type: 'UseRecoveryCode';
  data: { remaining: number };
}

/** Record a sign-in through the company's OpenID provider; only an active person may. */
export interface SignInWithSso {
  type: 'SignInWithSso';
  data: { providerName: string; issuer: string };
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
  | UpdateUser
  | IssueSecurityLink
  | RecordSecurityLinkEmailed
  | RevokeInvitation
  | SetPasswordByLink
  | EndSessions
  | ConfirmTwoFactor
  | ResetTwoFactor
  | RecordTwoFactorFailure
  | UseRecoveryCode
  | SignInWithSso;
