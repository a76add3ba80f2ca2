import type { Role } from './roles.js';

/**
 * Who may call an endpoint. Deny by default: an endpoint is open to a group only if its
 * rule names it. `self` opens it to the person whose id is in that path parameter.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** Signed in and not linked to the provider, whose standups and hours come from there. */
  | { kind: 'notProviderUser' }
  | { kind: 'restricted'; roles: readonly Role[]; lead?: boolean; hr?: boolean; self?: string };

export const publicRoute: AccessRule = { kind: 'public' };
export const signedIn: AccessRule = { kind: 'signedIn' };
export const notProviderUser: AccessRule = { kind: 'notProviderUser' };
export const allow = (
  rule: Omit<Extract<AccessRule, { kind: 'restricted' }>, 'kind'>,
): AccessRule => ({
  kind: 'restricted',
  ...rule,
});
