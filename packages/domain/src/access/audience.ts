import { ADMIN_ROLES, NON_USER_ROLES, SETTINGS_ROLES, type Role } from './roles.js';

/** What decides what a person may see: their role and flags (DESIGN.md decision 8). */
export interface Viewer {
  role: Role;
  /** Flagged as a lead, or named lead 1-3 of someone. */
  isLead: boolean;
  /** Named lead 1-3 of at least one person. */
  leadsSomeone: boolean;
  isHr: boolean;
  isProviderUser: boolean;
}

export const isAdmin = (viewer: Pick<Viewer, 'role'>) => ADMIN_ROLES.includes(viewer.role);
export const isNonUser = (viewer: Pick<Viewer, 'role'>) => NON_USER_ROLES.includes(viewer.role);
export const canManageSettings = (viewer: Pick<Viewer, 'role'>) =>
  SETTINGS_ROLES.includes(viewer.role);
/**
 * Admins, leads and HR (DESIGN.md 6.8, amended) read the all-user reports; everyone else
 * reads their own.
 */
export const seesAllUserReports = (viewer: Pick<Viewer, 'role' | 'isLead' | 'isHr'>) =>
  isAdmin(viewer) || viewer.isLead || viewer.isHr;

/**
 * Who a navigation link is shown to, in SPEC.md section 2's words: admins and leads (the
 * all-user reports), plain users (everyone else: their own reports), users only (role User).
 */
const AUDIENCES = {
  everyone: () => true,
  adminsAndLeads: seesAllUserReports,
  plainUsers: (viewer: Viewer) => !seesAllUserReports(viewer),
  usersOnly: (viewer: Viewer) => viewer.role === 'User',
  nonUsers: isNonUser,
} satisfies Record<string, (viewer: Viewer) => boolean>;
export type Audience = keyof typeof AUDIENCES;

export const isInAudience = (viewer: Viewer, audience: Audience) => AUDIENCES[audience](viewer);
