import { z } from 'zod';
import { isoDateSchema } from '../schemas/index.js';
import { assertNever, type EventDefinitions, type Upcaster } from '../shared/index.js';
import { ROLES } from '../access/index.js';
import { AVAILABILITIES, GENDERS, USER_STATUSES } from './types.js';

/** Fields an admin manages on a person (SPEC.md 3, User). */
const userProfileFields = z.object({
  name: z.string(),
  role: z.enum(ROLES),
  teamName: z.string().nullable(),
  /** lead1, lead2, lead3 in order; at most three user ids. */
  leadIds: z.array(z.string()),
  workspaceIds: z.array(z.string()),
  defaultWorkspaceId: z.string().nullable(),
  isProviderUser: z.boolean(),
  isLead: z.boolean(),
  gender: z.enum(GENDERS).nullable(),
});
export type UserProfileFields = z.infer<typeof userProfileFields>;

const userRegisteredData = userProfileFields.extend({
  userId: z.string(),
  email: z.string(),
  status: z.enum(['active', 'inactive']),
  via: z.enum(['admin', 'cli', 'self', 'demo', 'sso']),
  /**
   * The first day the person is with the company: reports list no day before it (DESIGN.md
   * decision 4). Absent on a self-registration (acceptance sets it) and on events written
   * before join dates existed, whose people are listed from their first day on record.
   */
  joinedOn: isoDateSchema('Choose the day they joined.').optional(),
});
const userStatusChangedData = z.object({
  userId: z.string(),
  from: z.enum(USER_STATUSES),
  to: z.enum(USER_STATUSES),
  reason: z.string().nullable(),
  /**
   * For 'left': the first day the person is no longer with the company. For an accepted
   * registration: the first day they are with it (their join date).
   */
  effectiveDate: isoDateSchema('Choose a valid date.').optional(),
});
/** What an update may change: the profile, and flags a new person never starts with. */
const userUpdatableFields = userProfileFields.extend({
  /**
   * SPEC.md's StatusHRM -1: left out of the login/hours and detail reports (DESIGN.md
   * decision 7). Absent before the flag existed, which is false.
   */
  excludedFromHrReports: z.boolean(),
  /** The first day the person is with the company; null: before any record (older events). */
  joinedOn: isoDateSchema('Choose the day they joined.').nullable(),
});
export type UserUpdatableFields = z.infer<typeof userUpdatableFields>;

const userUpdatedData = z.object({
  userId: z.string(),
  changes: userUpdatableFields.partial(),
  previous: userUpdatableFields.partial(),
});
/** self: with the current password; admin: set by an admin; link: through an emailed link. */
const userPasswordChangedData = z.object({
  userId: z.string(),
  by: z.enum(['self', 'admin', 'link']),
});
/** What an emailed single-use link is for: a new person's first password, or a reset. */
export const SECURITY_LINK_PURPOSES = ['invitation', 'reset'] as const;
export type SecurityLinkPurpose = (typeof SECURITY_LINK_PURPOSES)[number];
const securityLinkData = z.object({
  userId: z.string(),
  linkId: z.string(),
  purpose: z.enum(SECURITY_LINK_PURPOSES),
});
const securityLinkIssuedData = securityLinkData.extend({
  /** ISO instant after which the link no longer works. */
  expiresAt: z.string(),
});
const securityLinkEmailedData = securityLinkData.extend({ to: z.string() });
const sessionsEndedData = z.object({
  userId: z.string(),
  /** one: the session named; others: all but the asker's own; all: every session. */
  scope: z.enum(['one', 'others', 'all']),
  /** The session's id (its token's jti) when scope is one. */
  sessionId: z.string().nullable(),
});
/** Two-factor sign-in (TOTP): no secret, code or recovery code is ever in an event. */
const twoFactorData = z.object({ userId: z.string() });
export const TWO_FACTOR_METHODS = ['code', 'recovery'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
const twoFactorFailedData = twoFactorData.extend({ method: z.enum(TWO_FACTOR_METHODS) });
const recoveryCodeUsedData = twoFactorData.extend({
  /** Recovery codes still unused after this one. */
  remaining: z.number().int().min(0),
});
const signedInWithSsoData = z.object({
  userId: z.string(),
  /** The provider's name as the sign-in page showed it, and its issuer URL. */
  providerName: z.string(),
  issuer: z.string(),
});
const userProfileUpdatedData = z.object({ userId: z.string(), name: z.string() });
const userAvailabilityChangedData = z.object({
  userId: z.string(),
  availability: z.enum(AVAILABILITIES),
  textStatus: z.string(),
});

/**
 * A person was added: by an admin, by the admin CLI, by the demo seed, or registered
 * themselves. Their password, if any, is in the credentials table, never in an event.
 */
export interface UserRegistered {
  type: 'UserRegistered';
  data: z.infer<typeof userRegisteredData>;
}

/**
 * A person's status moved (block, activate, accept, reject, leave, delete). A move to 'left'
 * carries `effectiveDate`: the first day the person is no longer with the company, from which
 * on reports leave them out. Older events and other moves have none.
 */
export interface UserStatusChanged {
  type: 'UserStatusChanged';
  data: z.infer<typeof userStatusChangedData>;
}

/** An admin changed some of a person's fields; `previous` keeps the old values for audit. */
export interface UserUpdated {
  type: 'UserUpdated';
  data: z.infer<typeof userUpdatedData>;
}

/** The password was replaced, by its owner or by an admin (the hash is in credentials). */
export interface UserPasswordChanged {
  type: 'UserPasswordChanged';
  data: z.infer<typeof userPasswordChangedData>;
}

/**
 * A single-use link was issued: an invitation to set a first password (7 days) or a
 * password reset (1 hour). Its secret is made and stored hashed by the worker that emails
 * it (security_links table), never in an event.
 */
export interface SecurityLinkIssued {
  type: 'SecurityLinkIssued';
  data: z.infer<typeof securityLinkIssuedData>;
}

/** The worker emailed the link to the person. */
export interface SecurityLinkEmailed {
  type: 'SecurityLinkEmailed';
  data: z.infer<typeof securityLinkEmailedData>;
}

/** An admin revoked an open link, or a newer link of the same purpose replaced it. */
export interface SecurityLinkRevoked {
  type: 'SecurityLinkRevoked';
  data: z.infer<typeof securityLinkData>;
}

/** The link was used to set a password (UserPasswordChanged by link follows). */
export interface SecurityLinkUsed {
  type: 'SecurityLinkUsed';
  data: z.infer<typeof securityLinkData>;
}

/** Sessions of the person were ended, by them or by an admin. */
export interface SessionsEnded {
  type: 'SessionsEnded';
  data: z.infer<typeof sessionsEndedData>;
}

/** The person confirmed an authenticator app with one code: sign-in asks for a code now. */
export interface TwoFactorEnrolled {
  type: 'TwoFactorEnrolled';
  data: z.infer<typeof twoFactorData>;
}

/** An admin reset the person's two-factor sign-in: their secret and recovery codes are gone. */
export interface TwoFactorReset {
  type: 'TwoFactorReset';
  data: z.infer<typeof twoFactorData>;
}

/** A wrong (or replayed) code or recovery code was given after a right password. */
export interface TwoFactorFailed {
  type: 'TwoFactorFailed';
  data: z.infer<typeof twoFactorFailedData>;
}

/** A recovery code signed the person in; it works no more. */
export interface RecoveryCodeUsed {
  type: 'RecoveryCodeUsed';
  data: z.infer<typeof recoveryCodeUsedData>;
}

/** The person signed in through the company's OpenID provider (single sign-on). */
export interface SignedInWithSso {
  type: 'SignedInWithSso';
  data: z.infer<typeof signedInWithSsoData>;
}

/** The person changed their own display name. */
export interface UserProfileUpdated {
  type: 'UserProfileUpdated';
  data: z.infer<typeof userProfileUpdatedData>;
}

/** The person set their availability and text status. */
export interface UserAvailabilityChanged {
  type: 'UserAvailabilityChanged';
  data: z.infer<typeof userAvailabilityChangedData>;
}

/**
 * Events written before credentials left the log carry the argon2id hash; it is dropped
 * on read (the boot copy moved it to the credentials table).
 */
export const dropPasswordHash: Upcaster = ({ passwordHash: _dropped, ...data }) => data;

export type UserEvent =
  | UserRegistered
  | UserStatusChanged
  | UserUpdated
  | UserPasswordChanged
  | UserProfileUpdated
  | UserAvailabilityChanged
  | SecurityLinkIssued
  | SecurityLinkEmailed
  | SecurityLinkRevoked
  | SecurityLinkUsed
  | SessionsEnded
  | TwoFactorEnrolled
  | TwoFactorReset
  | TwoFactorFailed
  | RecoveryCodeUsed
  | SignedInWithSso;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserStatusChanged',
  'UserUpdated',
  'UserPasswordChanged',
  'UserProfileUpdated',
  'UserAvailabilityChanged',
  'SecurityLinkIssued',
  'SecurityLinkEmailed',
  'SecurityLinkRevoked',
  'SecurityLinkUsed',
  'SessionsEnded',
  'TwoFactorEnrolled',
  'TwoFactorReset',
  'TwoFactorFailed',
  'RecoveryCodeUsed',
  'SignedInWithSso',
] as const satisfies readonly UserEvent['type'][];

export const USER_EVENTS = {
  UserRegistered: { schema: userRegisteredData, upcasters: [dropPasswordHash] },
  UserStatusChanged: { schema: userStatusChangedData },
  UserUpdated: { schema: userUpdatedData },
  UserPasswordChanged: { schema: userPasswordChangedData, upcasters: [dropPasswordHash] },
  UserProfileUpdated: { schema: userProfileUpdatedData },
  UserAvailabilityChanged: { schema: userAvailabilityChangedData },
  SecurityLinkIssued: { schema: securityLinkIssuedData },
  SecurityLinkEmailed: { schema: securityLinkEmailedData },
  SecurityLinkRevoked: { schema: securityLinkData },
  SecurityLinkUsed: { schema: securityLinkData },
  SessionsEnded: { schema: sessionsEndedData },
  TwoFactorEnrolled: { schema: twoFactorData },
  TwoFactorReset: { schema: twoFactorData },
  TwoFactorFailed: { schema: twoFactorFailedData },
  RecoveryCodeUsed: { schema: recoveryCodeUsedData },
  SignedInWithSso: { schema: signedInWithSsoData },
} satisfies EventDefinitions<UserEvent>;

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
    case 'SessionsEnded':
      return event.data.scope === 'all';
    case 'UserRegistered':
    case 'UserProfileUpdated':
    case 'UserAvailabilityChanged':
    case 'SecurityLinkIssued':
    case 'SecurityLinkEmailed':
    case 'SecurityLinkRevoked':
    case 'SecurityLinkUsed':
    case 'TwoFactorEnrolled':
    case 'TwoFactorReset':
    case 'TwoFactorFailed':
    case 'RecoveryCodeUsed':
    case 'SignedInWithSso':
      return false;
    default:
      return assertNever(event);
  }
}
