import type { UserRegistered } from '@teamledger/domain';

/** Uma, an active User with no team or workspaces: the person applying for leave in tests. */
export const applicantRegistered = (userId: string): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: 'uma@northwind.test',
    name: 'Uma Patel',
    role: 'User',
    status: 'active',
    via: 'admin',
    teamName: null,
    leadIds: [],
    workspaceIds: [],
    defaultWorkspaceId: null,
    isProviderUser: false,
    isLead: false,
    gender: null,
  },
});
