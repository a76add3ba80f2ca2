import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/index.js';
import { ROLES, type Role } from './roles.js';
import {
  assertRoleChangeAllowed,
  canGrantRole,
  canManageAccountOf,
  roleChangeRefusal,
} from './role-rank.js';

describe('canGrantRole: nobody gives a role above their own', () => {
  const grantable = (actor: Role) => ROLES.filter((role) => canGrantRole(actor, role));

  it.each<[Role, Role[]]>([
    ['superAdmin', ['Admin', 'superAdmin', 'Manager', 'Viewer', 'User', 'Client']],
    ['Admin', ['Admin', 'Manager', 'Viewer', 'User', 'Client']],
    ['Manager', ['Manager', 'Viewer', 'User', 'Client']],
    ['Viewer', ['Viewer', 'User', 'Client']],
    ['User', ['Viewer', 'User', 'Client']],
  ])('%s gives %j', (actor, roles) => {
    expect(grantable(actor)).toEqual(roles);
  });
});

describe('canManageAccountOf: only an Admin changes an Admin', () => {
  it.each<[Role, Role, boolean]>([
    ['Manager', 'Admin', false],
    ['Manager', 'superAdmin', false],
    ['Manager', 'Manager', true],
    ['Manager', 'User', true],
    ['Admin', 'Admin', true],
    ['Admin', 'superAdmin', false],
    ['Admin', 'Manager', true],
    ['superAdmin', 'Admin', true],
    ['superAdmin', 'superAdmin', true],
  ])('%s on %s: %s', (actor, target, allowed) => {
    expect(canManageAccountOf(actor, target)).toBe(allowed);
  });
});

describe('roleChangeRefusal', () => {
  it('names who may change an Admin', () => {
    expect(roleChangeRefusal('Manager', { targetRole: 'Admin' })).toBe(
      'Only an Admin or a superAdmin can change the account of an Admin.',
    );
    expect(roleChangeRefusal('Admin', { targetRole: 'superAdmin' })).toBe(
      'Only a superAdmin can change the account of a superAdmin.',
    );
  });

  it('refuses a Manager making anyone, themselves included, an Admin', () => {
    expect(roleChangeRefusal('Manager', { targetRole: 'Manager', grantedRole: 'Admin' })).toBe(
      'You cannot give the Admin role: it ranks above your own (Manager).',
    );
    expect(roleChangeRefusal('Manager', { grantedRole: 'Admin' })).toBe(
      'You cannot give the Admin role: it ranks above your own (Manager).',
    );
  });

  it('checks the account before the role it is given', () => {
    expect(roleChangeRefusal('Manager', { targetRole: 'Admin', grantedRole: 'User' })).toMatch(
      /^Only an Admin/,
    );
  });

  it('lets an Admin promote and demote, and a Manager give Manager and below', () => {
    expect(roleChangeRefusal('Admin', { targetRole: 'Manager', grantedRole: 'Admin' })).toBeNull();
    expect(roleChangeRefusal('Admin', { targetRole: 'Admin', grantedRole: 'User' })).toBeNull();
    expect(roleChangeRefusal('Manager', { targetRole: 'User', grantedRole: 'Manager' })).toBeNull();
    expect(roleChangeRefusal('Manager', {})).toBeNull();
  });
});

describe('assertRoleChangeAllowed', () => {
  it('throws a 403 role_rank DomainError', () => {
    let caught: unknown;
    try {
      assertRoleChangeAllowed('Manager', { targetRole: 'Admin' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ kind: 'forbidden', code: 'role_rank' });
  });

  it('passes an allowed change', () => {
    expect(() => assertRoleChangeAllowed('Admin', { targetRole: 'Admin' })).not.toThrow();
  });
});
