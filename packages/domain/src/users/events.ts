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
  via: z.enum(['admin', 'cli', 'self', 'demo']),
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
const userPasswordChangedData = z.object({ userId: z.string(), by: z.enum(['self', 'admin']) });
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
  | UserAvailabilityChanged;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserStatusChanged',
  'UserUpdated',
  'UserPasswordChanged',
  'UserProfileUpdated',
  'UserAvailabilityChanged',
] as const satisfies readonly UserEvent['type'][];

export const USER_EVENTS = {
  UserRegistered: { schema: userRegisteredData, upcasters: [dropPasswordHash] },
  UserStatusChanged: { schema: userStatusChangedData },
  UserUpdated: { schema: userUpdatedData },
  UserPasswordChanged: { schema: userPasswordChangedData, upcasters: [dropPasswordHash] },
  UserProfileUpdated: { schema: userProfileUpdatedData },
  UserAvailabilityChanged: { schema: userAvailabilityChangedData },
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
    case 'UserRegistered':
    case 'UserProfileUpdated':
    case 'UserAvailabilityChanged':
      return false;
    default:
      return assertNever(event);
  }
}
