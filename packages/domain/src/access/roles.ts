// The roles live with the access rules, below every slice: a slice's endpoints name them, and
// the access rules must not depend on a slice (the users slice) that depends on them.
/** Every role the product knows. superAdmin is Admin with another name (SPEC.md 1). */
export const ROLES = ['Admin', 'superAdmin', 'Manager', 'Viewer', 'User', 'Client'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that run the company rather than being reported on (DESIGN.md decision 8). */
export const NON_USER_ROLES: readonly Role[] = ['Admin', 'superAdmin', 'Manager', 'Viewer'];
/** Roles with every admin power; Manager has them all but Settings. */
export const ADMIN_ROLES: readonly Role[] = ['Admin', 'superAdmin', 'Manager'];
export const SETTINGS_ROLES: readonly Role[] = ['Admin', 'superAdmin'];
