import { DomainError } from '../shared/index.js';
import { ROLES, type Role } from './roles.js';

/**
 * How far a role reaches over people's accounts: superAdmin > Admin > Manager > everyone
 * else. Viewer, User and Client change nobody's account, so they share the bottom rank.
 */
export const ROLE_RANK: Record<Role, number> = {
  superAdmin: 3,
  Admin: 2,
  Manager: 1,
  Viewer: 0,
  User: 0,
  Client: 0,
};

/** Nobody gives a role that ranks above their own. */
export const canGrantRole = (actor: Role, role: Role) => ROLE_RANK[role] <= ROLE_RANK[actor];

/**
 * Nobody edits, blocks, deletes, changes the status of or sets the password of an account
 * that ranks above their own: an Admin's account is changed by an Admin or a superAdmin only.
 */
export const canManageAccountOf = (actor: Role, target: Role) =>
  ROLE_RANK[target] <= ROLE_RANK[actor];

export interface AccountChange {
  /** The role of the person whose account changes; absent when the account is new. */
  targetRole?: Role;
  /** The role the change gives them; absent when it gives none. */
  grantedRole?: Role;
}

/**
 * Why `actor` may not make this change, or null when they may. Permissions (who reaches the
 * route at all) are the API's permission table; this is the rule inside it.
 */
export function roleChangeRefusal(actor: Role, change: AccountChange): string | null {
  if (change.targetRole !== undefined && !canManageAccountOf(actor, change.targetRole)) {
    const target = change.targetRole;
    return `Only ${oneOf(rolesReaching(target))} can change the account of ${withArticle(target)}.`;
  }
  if (change.grantedRole !== undefined && !canGrantRole(actor, change.grantedRole)) {
    return `You cannot give the ${change.grantedRole} role: it ranks above your own (${actor}).`;
  }
  return null;
}

const withArticle = (role: Role) => `${/^[AEIOU]/i.test(role) ? 'an' : 'a'} ${role}`;

/** The roles that may manage an account of `target`, lowest rank first. */
const rolesReaching = (target: Role) =>
  ROLES.filter((role) => ROLE_RANK[role] > 0 && ROLE_RANK[role] >= ROLE_RANK[target]).sort(
    (a, b) => ROLE_RANK[a] - ROLE_RANK[b],
  );

/** 'an Admin or a superAdmin'. */
function oneOf(roles: Role[]): string {
  const named = roles.map(withArticle);
  return named.length <= 1
    ? (named[0] ?? '')
    : `${named.slice(0, -1).join(', ')} or ${named.at(-1)!}`;
}

/** Throws a 403 'role_rank' DomainError when roleChangeRefusal names a reason. */
export function assertRoleChangeAllowed(actor: Role, change: AccountChange): void {
  const refusal = roleChangeRefusal(actor, change);
  if (refusal !== null) throw new DomainError('forbidden', 'role_rank', refusal);
}
