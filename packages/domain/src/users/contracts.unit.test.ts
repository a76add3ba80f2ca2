import { describe, expect, it } from 'vitest';
import {
  addUserSchema,
  editUserSchema,
  leadIdsOf,
  registrationSchema,
  userStatusChangeSchema,
} from './contracts.js';
import { grantableRoles } from './types.js';

const lead = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const hq = '33333333-3333-4333-8333-333333333333';
const lab = '44444444-4444-4444-8444-444444444444';

/** The first message per field of a failed parse, as the API's `fields` shows them. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const validAdd = {
  name: 'Nia Brooks',
  email: ' Nia@Northwind.TEST ',
  role: 'User',
  status: 'active',
  teamName: 'Platform',
  lead1: lead,
  workspaceIds: [hq, lab],
  defaultWorkspaceId: lab,
};

describe('addUserSchema (SPEC.md 5, Add user)', () => {
  it('names every missing field with the spec message', () => {
    expect(fieldErrors(addUserSchema.safeParse({}))).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      role: 'Role is required.',
      status: 'Status is required.',
      teamName: 'Team Name is required.',
      lead1: 'Lead 1 is required.',
      workspaceIds: 'WorkSpaces is required.',
      defaultWorkspaceId: 'Default WorkSpace is required.',
    });
  });

  it('keeps a valid user, trims the email and fills the defaults', () => {
    expect(addUserSchema.parse(validAdd)).toEqual({
      ...validAdd,
      email: 'Nia@Northwind.TEST',
      lead2: '',
      lead3: '',
      isProviderUser: false,
      isLead: false,
      gender: 'M',
      password: '',
    });
  });

  it.each([
    [{ status: 'blocked' }, 'status', 'Status is required.'],
    [{ role: 'superAdmin' }, 'role', 'Role is required.'],
    [{ email: 'nia' }, 'email', 'Please enter a valid email.'],
    [{ workspaceIds: [] }, 'workspaceIds', 'WorkSpaces is required.'],
    [
      { defaultWorkspaceId: other },
      'defaultWorkspaceId',
      'The default WorkSpace must be one of the WorkSpaces.',
    ],
    [{ lead2: lead }, 'lead2', 'Choose a different lead.'],
    [{ password: 'short' }, 'password', 'It should be at least 8 characters long'],
  ])('refuses %o on %s', (change, field, message) => {
    expect(fieldErrors(addUserSchema.safeParse({ ...validAdd, ...change }))[field]).toBe(message);
  });

  it('orders the leads as lead 1, 2, 3 without the blanks', () => {
    expect(leadIdsOf({ lead1: lead, lead2: '', lead3: other })).toEqual([lead, other]);
  });
});

describe('editUserSchema (SPEC.md 5, Edit user)', () => {
  const validEdit = {
    name: 'Uma Patel',
    role: 'User',
    teamName: 'Platform',
    lead1: lead,
    workspaceIds: [hq],
    defaultWorkspaceId: hq,
    isProviderUser: false,
    isLead: false,
    gender: 'F',
  };

  it('uses the edit messages, and a blank new password keeps the old one', () => {
    expect(
      fieldErrors(editUserSchema.safeParse({ ...validEdit, name: ' ', lead1: '', teamName: '' })),
    ).toEqual({
      name: 'Username is required.',
      lead1: 'Lead 1 is required.',
      teamName: 'Team Name is required.',
    });
    expect(editUserSchema.parse(validEdit).newPassword).toBe('');
    expect(fieldErrors(editUserSchema.safeParse({ ...validEdit, newPassword: 'abc' }))).toEqual({
      newPassword: 'It should be at least 8 characters long',
    });
  });

  it('allows no workspaces and no default', () => {
    expect(
      editUserSchema.safeParse({ ...validEdit, workspaceIds: [], defaultWorkspaceId: '' }).success,
    ).toBe(true);
  });
});

describe('userStatusChangeSchema (SPEC.md 4 and 5)', () => {
  it.each([
    [{ action: 'reject', reason: '  ' }, 'reason', 'Please input your Message!'],
    [{ action: 'accept', workspaceIds: [hq] }, 'role', 'Please select Role!'],
    [
      { action: 'accept', role: 'User', workspaceIds: [] },
      'workspaceIds',
      'Please select WorkSpaces!',
    ],
  ])('refuses %o on %s with the spec message', (body, field, message) => {
    expect(fieldErrors(userStatusChangeSchema.safeParse(body))[field]).toBe(message);
  });

  it('reads block, activate, accept and reject', () => {
    expect(userStatusChangeSchema.parse({ action: 'block' })).toEqual({
      action: 'block',
      reason: '',
    });
    expect(userStatusChangeSchema.parse({ action: 'activate' })).toEqual({ action: 'activate' });
    const lead = '4a4a4a4a-3333-4333-8333-333333333333';
    expect(
      userStatusChangeSchema.parse({
        action: 'accept',
        role: 'Viewer',
        teamName: ' Platform ',
        lead1: lead,
        workspaceIds: [hq],
      }),
    ).toEqual({
      action: 'accept',
      role: 'Viewer',
      teamName: 'Platform',
      lead1: lead,
      workspaceIds: [hq],
    });
    // Accepting needs a team and a Lead 1: without them the person could never be scored.
    expect(
      fieldErrors(
        userStatusChangeSchema.safeParse({ action: 'accept', role: 'Viewer', workspaceIds: [hq] }),
      ),
    ).toEqual({ teamName: 'Team Name is required.', lead1: 'Lead 1 is required.' });
    expect(fieldErrors(userStatusChangeSchema.safeParse({ action: 'promote' }))).toHaveProperty(
      'action',
    );
  });
});

describe('registrationSchema', () => {
  it('needs a name, a valid email, a long enough password and the same confirmation', () => {
    expect(
      fieldErrors(
        registrationSchema.safeParse({
          name: '',
          email: 'x',
          password: 'short',
          confirmPassword: 'other',
        }),
      ),
    ).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email.',
      password: 'It should be at least 8 characters long',
      confirmPassword: 'The two passwords that you entered do not match!',
    });
    expect(
      fieldErrors(
        registrationSchema.safeParse({
          name: 'Riya',
          email: 'riya@x.test',
          password: 'long-enough-1',
          confirmPassword: 'long-enough-2',
        }),
      ),
    ).toEqual({ confirmPassword: 'The two passwords that you entered do not match!' });
  });
});

describe('grantableRoles', () => {
  it('offers each signer only roles up to their own', () => {
    expect(grantableRoles('Admin')).toEqual(['Admin', 'User', 'Manager', 'Viewer', 'Client']);
    expect(grantableRoles('superAdmin')).toEqual(['Admin', 'User', 'Manager', 'Viewer', 'Client']);
    expect(grantableRoles('Manager')).toEqual(['User', 'Manager', 'Viewer', 'Client']);
    expect(grantableRoles('Viewer')).toEqual(['User', 'Viewer', 'Client']);
  });
});
