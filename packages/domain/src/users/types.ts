import { ADMIN_ROLES, canGrantRole, NON_USER_ROLES, type Role } from '../access/index.js';

/** The roles an admin can give when adding or editing a user (SPEC.md 5). */
export const ASSIGNABLE_ROLES = ['Admin', 'User', 'Manager', 'Viewer', 'Client'] as const;

/** What `actor` may offer in a role picker: never a role above their own (DESIGN.md 8). */
export const grantableRoles = (actor: Role): Role[] =>
  ASSIGNABLE_ROLES.filter((role) => canGrantRole(actor, role));

/** DESIGN.md decision 7. Only active users log in; deleted is a status, the history stays. */
export const USER_STATUSES = [
  'active',
  'inactive',
  'blocked',
  'left',
  'rejected',
  'deleted',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const AVAILABILITIES = ['Away', 'Online', 'Offline', 'Do not Disturb'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

export const isNonUserRole = (role: Role) => NON_USER_ROLES.includes(role);
/** Who can be someone's Lead 1 to 3: any role but Client, who never signs in to score. */
export const canLeadRole = (role: Role) => role !== 'Client';
export const isAdminRole = (role: Role) => ADMIN_ROLES.includes(role);

/** Emails are compared and keyed case-insensitively, without surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** How a status is written on screens and in users.csv. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'InActive',
  blocked: 'Blocked',
  left: 'Left',
  rejected: 'Rejected By Admin',
  deleted: 'Deleted',
};
