import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/index.js';
import type { WorkspaceState } from '../workspaces/index.js';
import {
  assertMilestoneSyncTarget,
  assertProviderEmailKnown,
  assertProviderSpaceKnown,
} from './checks.js';
import type { ProviderDirectory } from './events.js';

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: error.kind, code: error.code, message: error.message, fields: error.fields };
  }
  return null;
};

const directory: ProviderDirectory = {
  spaces: [{ id: 'b7Xq9', name: 'Platform' }],
  users: [{ providerUserId: 'p1', email: 'Pavel@Northwind.test', name: 'Pavel', spaceIds: [] }],
};

const workspace = (
  changes: Partial<Extract<WorkspaceState, { exists: true }>>,
): WorkspaceState => ({
  exists: true,
  workspaceId: 'w1',
  name: 'Platform',
  isProviderSpace: true,
  provider: null,
  providerSpaceId: 'b7Xq9',
  providerCheck: 'not_checked',
  hallType: 10,
  seatOrder: [],
  deleted: false,
  ...changes,
});

describe('assertMilestoneSyncTarget: one live Assembla WorkSpace', () => {
  it('lets a live provider workspace through', () => {
    expect(refusal(() => assertMilestoneSyncTarget(workspace({})))).toBeNull();
  });

  it('answers not found for no workspace and a deleted one', () => {
    for (const state of [{ exists: false } as const, workspace({ deleted: true })]) {
      expect(refusal(() => assertMilestoneSyncTarget(state))).toMatchObject({
        kind: 'not_found',
        message: 'WorkSpace was not found.',
      });
    }
  });

  it('refuses a workspace of our own', () => {
    const own = workspace({ isProviderSpace: false, providerSpaceId: null, providerCheck: null });
    expect(refusal(() => assertMilestoneSyncTarget(own))).toMatchObject({
      kind: 'rule',
      code: 'not_provider_space',
      message: 'This WorkSpace is not an Assembla WorkSpace.',
    });
  });
});

describe('assertProviderSpaceKnown: the recorded directory has the space', () => {
  const notFound = {
    kind: 'rule',
    code: 'provider_space_not_found',
    message: 'Assembla WorkSpace Not found',
    fields: { providerSpaceId: 'Assembla WorkSpace Not found' },
  };

  it('lets a recorded space through', () => {
    expect(refusal(() => assertProviderSpaceKnown(directory, 'b7Xq9', 'assembla'))).toBeNull();
  });

  it('refuses an unknown space and a space id in another case', () => {
    expect(refusal(() => assertProviderSpaceKnown(directory, 'zz1', 'assembla'))).toEqual(notFound);
    expect(refusal(() => assertProviderSpaceKnown(directory, 'B7XQ9', 'assembla'))).toEqual(
      notFound,
    );
  });

  it("names the provider's space in its refusal", () => {
    expect(refusal(() => assertProviderSpaceKnown(directory, 'TL', 'jira'))).toEqual({
      kind: 'rule',
      code: 'provider_space_not_found',
      message: 'The last Sync Routine found no Jira project with this key.',
      fields: { providerSpaceId: 'The last Sync Routine found no Jira project with this key.' },
    });
  });

  it('takes any space as typed before the first Sync Routine recorded a directory', () => {
    expect(refusal(() => assertProviderSpaceKnown(null, 'zz1', 'jira'))).toBeNull();
  });
});

describe('assertProviderEmailKnown: the recorded directory has the person', () => {
  const unknown = {
    kind: 'rule',
    code: 'provider_email_not_found',
    message: 'Assembla does not know this email.',
    fields: { email: 'Assembla does not know this email.' },
  };

  it('matches the email ignoring case and surrounding spaces, as the sync does', () => {
    expect(refusal(() => assertProviderEmailKnown(directory, ' pavel@northwind.test '))).toBeNull();
  });

  it('refuses an unknown email and any email before a sync', () => {
    expect(refusal(() => assertProviderEmailKnown(directory, 'zed@northwind.test'))).toEqual(
      unknown,
    );
    expect(refusal(() => assertProviderEmailKnown(null, 'pavel@northwind.test'))).toEqual(unknown);
  });
});
