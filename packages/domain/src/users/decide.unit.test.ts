import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { UserCommand } from './commands.js';
import {
  decideUser,
  LEFT_DATE_FUTURE,
  LEFT_REASON_REQUIRED,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_REVOKED,
  LINK_USED,
} from './decide.js';
import type { UserEvent, UserRegistered, UserStatusChanged } from './events.js';
import { endsSessions } from './events.js';
import { evolveUser, initialUserState, type UserState } from './state.js';

const spec = deciderSpec<UserState, UserCommand, UserEvent>({
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
});

const userId = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const adminId = '9d2c7a44-1b7e-5c0d-8f3e-2a6b1c4d5e6f';

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'sara@example.com',
    name: 'Sara Khan',
    role: 'User',
    status: 'active',
    via: 'admin',
    teamName: 'Platform',
    leadIds: [],
    workspaceIds: [],
    defaultWorkspaceId: null,
    isProviderUser: false,
    isLead: false,
    gender: 'F',
  },
};

describe('a user that does not exist', () => {
  it('is registered', () => {
    spec.given([]).when({ type: 'RegisterUser', data: registered.data }).then([registered]);
  });

  it('refuses every other command with not_found', () => {
    spec
      .given([])
      .when({ type: 'UpdateOwnProfile', data: { name: 'X' } })
      .thenThrows('not_found', 'User was not found.');
  });
});

describe('an active user', () => {
  const given = spec.given([registered]);

  it('cannot be registered twice', () => {
    given
      .when({ type: 'RegisterUser', data: registered.data })
      .thenThrows('user_exists', 'User already exists');
  });

  it('changes their password when the current one matches', () => {
    given
      .when({
        type: 'ChangePassword',
        data: { by: 'self', currentPasswordMatches: true },
      })
      .then([
        {
          type: 'UserPasswordChanged',
          data: { userId, by: 'self' },
        },
      ]);
  });

  it('keeps the password when the current one is wrong', () => {
    given
      .when({
        type: 'ChangePassword',
        data: { by: 'self', currentPasswordMatches: false },
      })
      .thenThrows('wrong_current_password', 'Current password is not correct!');
  });

  it('lets an admin reset the password without the current one', () => {
    given
      .when({
        type: 'ChangePassword',
        data: { by: 'admin', currentPasswordMatches: false },
      })
      .then([
        {
          type: 'UserPasswordChanged',
          data: { userId, by: 'admin' },
        },
      ]);
  });

  it('renames themselves, and an unchanged name records nothing', () => {
    given
      .when({ type: 'UpdateOwnProfile', data: { name: 'Sara K.' } })
      .then([{ type: 'UserProfileUpdated', data: { userId, name: 'Sara K.' } }]);
    given.when({ type: 'UpdateOwnProfile', data: { name: 'Sara Khan' } }).then([]);
  });

  it('sets availability, and the same availability again records nothing', () => {
    given
      .when({
        type: 'ChangeAvailability',
        data: { availability: 'Online', textStatus: 'In the office' },
      })
      .then([
        {
          type: 'UserAvailabilityChanged',
          data: { userId, availability: 'Online', textStatus: 'In the office' },
        },
      ]);
    given
      .when({ type: 'ChangeAvailability', data: { availability: 'Away', textStatus: '' } })
      .then([]);
  });

  it('is blocked by an admin, with from and to for the audit trail', () => {
    given
      .when({
        type: 'ChangeUserStatus',
        data: { to: 'blocked', reason: 'Left the project', actorId: adminId },
      })
      .then([
        {
          type: 'UserStatusChanged',
          data: { userId, from: 'active', to: 'blocked', reason: 'Left the project' },
        },
      ]);
  });

  it('cannot change their own status', () => {
    given
      .when({ type: 'ChangeUserStatus', data: { to: 'blocked', reason: null, actorId: userId } })
      .thenThrows('own_status');
  });

  it('cannot be rejected (only an inactive registration can)', () => {
    given
      .when({ type: 'ChangeUserStatus', data: { to: 'rejected', reason: 'No', actorId: adminId } })
      .thenThrows('status_transition', 'A active user cannot become rejected.');
  });

  it('records only the fields an admin really changed, with their previous values', () => {
    given
      .when({
        type: 'UpdateUser',
        data: { changes: { role: 'Manager', teamName: 'Platform', isLead: true } },
      })
      .then([
        {
          type: 'UserUpdated',
          data: {
            userId,
            changes: { role: 'Manager', isLead: true },
            previous: { role: 'User', isLead: false },
          },
        },
      ]);
  });

  it('cannot be their own lead', () => {
    given
      .when({ type: 'UpdateUser', data: { changes: { leadIds: [userId] } } })
      .thenThrows('lead_self');
  });

  it('starts included in the HR reports; excluding them is a change, saying it again is none', () => {
    const exclude = { type: 'UpdateUser', data: { changes: { excludedFromHrReports: true } } };
    const excluded = {
      type: 'UserUpdated',
      data: {
        userId,
        changes: { excludedFromHrReports: true },
        previous: { excludedFromHrReports: false },
      },
    } as const;
    given
      .when({ type: 'UpdateUser', data: { changes: { excludedFromHrReports: false } } })
      .then([]);
    given.when(exclude as UserCommand).then([excluded]);
    spec
      .given([registered, excluded])
      .when(exclude as UserCommand)
      .then([]);
  });
});

describe('marking an active user as left', () => {
  const given = spec.given([registered]);
  const markLeft = (data: Partial<Extract<UserCommand, { type: 'MarkUserLeft' }>['data']> = {}) =>
    ({
      type: 'MarkUserLeft',
      data: {
        effectiveDate: '2026-03-10',
        reason: 'Moved to another company',
        actorId: adminId,
        today: '2026-03-11',
        ...data,
      },
    }) satisfies UserCommand;

  it('records the move to left with the day it takes effect and why', () => {
    given.when(markLeft()).then([
      {
        type: 'UserStatusChanged',
        data: {
          userId,
          from: 'active',
          to: 'left',
          reason: 'Moved to another company',
          effectiveDate: '2026-03-10',
        },
      },
    ]);
  });

  it('takes today as the day', () => {
    given.when(markLeft({ effectiveDate: '2026-03-11' })).then([
      {
        type: 'UserStatusChanged',
        data: {
          userId,
          from: 'active',
          to: 'left',
          reason: 'Moved to another company',
          effectiveDate: '2026-03-11',
        },
      },
    ]);
  });

  it('refuses a day after today, a blank reason, and their own account', () => {
    given
      .when(markLeft({ effectiveDate: '2026-03-12' }))
      .thenThrows('left_date_future', LEFT_DATE_FUTURE);
    given.when(markLeft({ reason: '  ' })).thenThrows('reason_required', LEFT_REASON_REQUIRED);
    given.when(markLeft({ actorId: userId })).thenThrows('own_status');
  });

  it('ends their sessions and keeps the day in the state; activating clears it', () => {
    const [event] = decideUser(markLeft(), evolveUser(initialUserState, registered));
    const gone = evolveUser(evolveUser(initialUserState, registered), event!);
    expect(gone).toMatchObject({ status: 'left', leftOn: '2026-03-10', sessionVersion: 1 });
    const back = evolveUser(gone, {
      type: 'UserStatusChanged',
      data: { userId, from: 'left', to: 'active', reason: null },
    });
    expect(back).toMatchObject({ status: 'active', leftOn: null });
  });

  it('is only for active people', () => {
    spec
      .given([
        registered,
        {
          type: 'UserStatusChanged',
          data: { userId, from: 'active', to: 'blocked', reason: null },
        },
      ])
      .when(markLeft())
      .thenThrows('status_transition', 'A blocked user cannot become left.');
  });
});

describe('a deleted user', () => {
  const given = spec.given([
    registered,
    { type: 'UserStatusChanged', data: { userId, from: 'active', to: 'deleted', reason: null } },
  ]);

  it('stays deleted', () => {
    given
      .when({ type: 'ChangeUserStatus', data: { to: 'active', reason: null, actorId: adminId } })
      .thenThrows('status_transition', 'A deleted user cannot become active.');
  });
});

describe('an inactive registration', () => {
  const given = spec.given([
    { ...registered, data: { ...registered.data, status: 'inactive', via: 'self' } },
  ]);

  it('is rejected only with a message', () => {
    given
      .when({ type: 'ChangeUserStatus', data: { to: 'rejected', reason: '  ', actorId: adminId } })
      .thenThrows('reason_required', 'Please input your Message!');
    given
      .when({
        type: 'ChangeUserStatus',
        data: { to: 'rejected', reason: 'Unknown person', actorId: adminId },
      })
      .then([
        {
          type: 'UserStatusChanged',
          data: { userId, from: 'inactive', to: 'rejected', reason: 'Unknown person' },
        },
      ]);
  });
});

describe('sessions', () => {
  it.each<[UserEvent, boolean]>([
    [{ type: 'UserPasswordChanged', data: { userId, by: 'self' } }, true],
    [
      { type: 'UserStatusChanged', data: { userId, from: 'active', to: 'blocked', reason: null } },
      true,
    ],
    [
      {
        type: 'UserUpdated',
        data: { userId, changes: { role: 'Viewer' }, previous: { role: 'User' } },
      },
      true,
    ],
    [
      {
        type: 'UserUpdated',
        data: { userId, changes: { teamName: 'QA' }, previous: { teamName: 'Platform' } },
      },
      false,
    ],
    [{ type: 'UserProfileUpdated', data: { userId, name: 'S' } }, false],
  ])('%o ends open sessions: %s', (event, ends) => {
    expect(endsSessions(event)).toBe(ends);
  });

  it('counts session-ending events in the state', () => {
    const events: UserEvent[] = [
      registered,
      { type: 'UserPasswordChanged', data: { userId, by: 'self' } },
      { type: 'UserProfileUpdated', data: { userId, name: 'S' } },
      {
        type: 'UserUpdated',
        data: { userId, changes: { role: 'Viewer' }, previous: { role: 'User' } },
      },
    ];
    const state = events.reduce(evolveUser, initialUserState);
    expect(state.exists && state.sessionVersion).toBe(2);
    expect(state.exists && state.role).toBe('Viewer');
  });
});

describe('accepting an inactive registration', () => {
  const hq = '4a4a4a4a-1111-4111-8111-111111111111';
  const lab = '4a4a4a4a-2222-4222-8222-222222222222';
  const leadOne = '4a4a4a4a-3333-4333-8333-333333333333';
  const registration: UserRegistered = {
    type: 'UserRegistered',
    data: {
      ...registered.data,
      status: 'inactive',
      via: 'self',
      teamName: null,
      workspaceIds: [],
    },
  };
  const accept = (actorId: string = adminId): UserCommand => ({
    type: 'AcceptRegistration',
    data: {
      role: 'Viewer',
      teamName: 'Platform',
      leadIds: [leadOne],
      workspaceIds: [hq, lab],
      defaultWorkspaceId: hq,
      actorId,
      today: '2026-03-09',
    },
  });
  /** What accept() gives, already on the registration: nothing to update. */
  const acceptedProfile = {
    role: 'Viewer' as const,
    teamName: 'Platform',
    leadIds: [leadOne],
    workspaceIds: [hq, lab],
    defaultWorkspaceId: hq,
  };

  it('gives the role, team, Lead 1 and workspaces first, then activates, in one decision', () => {
    spec
      .given([registration])
      .when(accept())
      .then([
        {
          type: 'UserUpdated',
          data: {
            userId,
            changes: {
              role: 'Viewer',
              teamName: 'Platform',
              leadIds: [leadOne],
              workspaceIds: [hq, lab],
              defaultWorkspaceId: hq,
            },
            previous: {
              role: 'User',
              teamName: null,
              leadIds: [],
              workspaceIds: [],
              defaultWorkspaceId: null,
            },
          },
        },
        {
          type: 'UserStatusChanged',
          data: {
            userId,
            from: 'inactive',
            to: 'active',
            reason: 'Registration accepted',
            effectiveDate: '2026-03-09',
          },
        },
      ]);
  });

  it('activates without an update when role, team, leads and workspaces are already right', () => {
    spec
      .given([{ ...registration, data: { ...registration.data, ...acceptedProfile } }])
      .when(accept())
      .then([
        {
          type: 'UserStatusChanged',
          data: {
            userId,
            from: 'inactive',
            to: 'active',
            reason: 'Registration accepted',
            effectiveDate: '2026-03-09',
          },
        },
      ]);
  });

  it('keeps a join date an admin set before: the person joins on it, not on acceptance', () => {
    spec
      .given([
        {
          ...registration,
          data: { ...registration.data, ...acceptedProfile, joinedOn: '2026-03-02' },
        },
      ])
      .when(accept())
      .then([
        {
          type: 'UserStatusChanged',
          data: { userId, from: 'inactive', to: 'active', reason: 'Registration accepted' },
        },
      ]);
  });

  it('accepts only inactive people', () => {
    spec
      .given([registered])
      .when(accept())
      .thenThrows(
        'not_a_registration',
        'Only an inactive registration can be accepted; this user is active.',
      );
  });

  it('is never done by the person themselves', () => {
    spec.given([registration]).when(accept(userId)).thenThrows('own_status');
  });

  it('never makes the person their own Lead 1', () => {
    const own: UserCommand = {
      type: 'AcceptRegistration',
      data: { ...acceptedProfile, actorId: adminId, today: '2026-03-09', leadIds: [userId] },
    };
    spec.given([registration]).when(own).thenThrows('lead_self');
  });

  it('joins the person on the day it is accepted; a later block and activation keep that day', () => {
    const accepted = decideUser(accept(), evolveUser(initialUserState, registration)).reduce(
      evolveUser,
      evolveUser(initialUserState, registration),
    );
    expect(accepted).toMatchObject({ status: 'active', joinedOn: '2026-03-09' });
    const moves: UserStatusChanged[] = [
      { type: 'UserStatusChanged', data: { userId, from: 'active', to: 'blocked', reason: null } },
      {
        type: 'UserStatusChanged',
        data: { userId, from: 'blocked', to: 'active', reason: null, effectiveDate: '2026-04-01' },
      },
    ];
    const blockedAndBack = moves.reduce(evolveUser, accepted);
    expect(blockedAndBack).toMatchObject({ status: 'active', joinedOn: '2026-03-09' });
  });
});

describe('security links', () => {
  const uma = '11111111-1111-4111-8111-111111111111';
  const link = '0c3f6a52-2f4f-4c1e-9a1b-7d2e5f3a9b10';
  const registered: UserEvent = {
    type: 'UserRegistered',
    data: {
      userId: uma,
      email: 'uma@example.com',
      name: 'Uma',
      role: 'User',
      status: 'active',
      via: 'admin',
      teamName: null,
      leadIds: [],
      workspaceIds: [],
      defaultWorkspaceId: null,
      isProviderUser: false,
      isLead: false,
      gender: 'F',
    },
  };
  const issued: UserEvent = {
    type: 'SecurityLinkIssued',
    data: {
      userId: uma,
      linkId: link,
      purpose: 'invitation',
      expiresAt: '2026-03-17T09:00:00.000Z',
    },
  };
  const stateOf = (...events: UserEvent[]) => events.reduce(evolveUser, initialUserState);
  const use = (now: string) =>
    ({ type: 'SetPasswordByLink', data: { linkId: link, now } }) as const;

  it('uses an open link once, before it expires, and ends the sessions', () => {
    const events = decideUser(use('2026-03-17T08:59:59.000Z'), stateOf(registered, issued));
    expect(events).toEqual([
      { type: 'SecurityLinkUsed', data: { userId: uma, linkId: link, purpose: 'invitation' } },
      { type: 'UserPasswordChanged', data: { userId: uma, by: 'link' } },
    ]);
    const after = stateOf(registered, issued, ...events);
    expect(after.exists && after.sessionVersion).toBe(1);
    expect(() => decideUser(use('2026-03-17T08:59:59.000Z'), after)).toThrow(LINK_USED);
  });

  it('refuses an expired, a revoked and an unknown link', () => {
    expect(() => decideUser(use('2026-03-17T09:00:00.000Z'), stateOf(registered, issued))).toThrow(
      LINK_EXPIRED,
    );
    const revoked = decideUser({ type: 'RevokeInvitation', data: {} }, stateOf(registered, issued));
    expect(() =>
      decideUser(use('2026-03-10T00:00:00.000Z'), stateOf(registered, issued, ...revoked)),
    ).toThrow(LINK_REVOKED);
    expect(() => decideUser(use('2026-03-10T00:00:00.000Z'), stateOf(registered))).toThrow(
      LINK_INVALID,
    );
  });

  it('replaces the open invitation with a new one, and refuses to invite someone who left', () => {
    const next = '9a1b7d2e-5f3a-4b10-8c3f-6a522f4f4c1e';
    expect(
      decideUser(
        {
          type: 'IssueSecurityLink',
          data: { linkId: next, purpose: 'invitation', expiresAt: '2026-03-20T00:00:00.000Z' },
        },
        stateOf(registered, issued),
      ).map((event) => event.type),
    ).toEqual(['SecurityLinkRevoked', 'SecurityLinkIssued']);
    const left = stateOf(registered, {
      type: 'UserStatusChanged',
      data: { userId: uma, from: 'active', to: 'left', reason: 'x', effectiveDate: '2026-03-01' },
    });
    expect(() =>
      decideUser(
        {
          type: 'IssueSecurityLink',
          data: { linkId: next, purpose: 'invitation', expiresAt: '2026-03-20T00:00:00.000Z' },
        },
        left,
      ),
    ).toThrow('A left user cannot be invited.');
  });

  it('ends every session only when all are ended', () => {
    const all = decideUser(
      { type: 'EndSessions', data: { scope: 'all', sessionId: null } },
      stateOf(registered),
    );
    const one = decideUser(
      { type: 'EndSessions', data: { scope: 'one', sessionId: 'abc' } },
      stateOf(registered),
    );
    const versionAfter = (events: UserEvent[]) => {
      const state = stateOf(registered, ...events);
      return state.exists ? state.sessionVersion : -1;
    };
    expect([versionAfter(all), versionAfter(one)]).toEqual([1, 0]);
  });

  it('turns two-factor sign-in on once and off by a reset, never ending sessions', () => {
    const on = decideUser({ type: 'ConfirmTwoFactor', data: {} }, stateOf(registered));
    expect(on).toEqual([{ type: 'TwoFactorEnrolled', data: { userId: uma } }]);
    const enrolled = stateOf(registered, ...on);
    expect(enrolled.exists && enrolled.twoFactorEnrolled).toBe(true);
    expect(() => decideUser({ type: 'ConfirmTwoFactor', data: {} }, enrolled)).toThrow(
      'Two-factor sign-in is already on.',
    );
    const off = decideUser({ type: 'ResetTwoFactor', data: {} }, enrolled);
    expect(off).toEqual([{ type: 'TwoFactorReset', data: { userId: uma } }]);
    const reset = stateOf(registered, ...on, ...off);
    expect(reset.exists && [reset.twoFactorEnrolled, reset.sessionVersion]).toEqual([false, 0]);
    expect(() => decideUser({ type: 'ResetTwoFactor', data: {} }, reset)).toThrow(
      'Two-factor sign-in is not on for this person.',
    );
  });

  it('records a failed code and a used recovery code without any code in them', () => {
    const enrolled = stateOf(registered, { type: 'TwoFactorEnrolled', data: { userId: uma } });
    expect(
      decideUser({ type: 'RecordTwoFactorFailure', data: { method: 'recovery' } }, enrolled),
    ).toEqual([{ type: 'TwoFactorFailed', data: { userId: uma, method: 'recovery' } }]);
    expect(decideUser({ type: 'UseRecoveryCode', data: { remaining: 9 } }, enrolled)).toEqual([
      { type: 'RecoveryCodeUsed', data: { userId: uma, remaining: 9 } },
    ]);
  });
});

describe('a sign-in through single sign-on', () => {
  const signIn: UserCommand = {
    type: 'SignInWithSso',
    data: { providerName: 'Okta', issuer: 'https://id.example.com' },
  };

  it('is recorded for an active person, and ends no session', () => {
    spec
      .given([registered])
      .when(signIn)
      .then([
        {
          type: 'SignedInWithSso',
          data: { userId, providerName: 'Okta', issuer: 'https://id.example.com' },
        },
      ]);
    const [event] = decideUser(signIn, evolveUser(initialUserState, registered));
    const after = evolveUser(evolveUser(initialUserState, registered), event!);
    expect(after.exists && after.sessionVersion).toBe(0);
  });

  it('is refused for an inactive person and a Client', () => {
    const inactive: UserRegistered = {
      ...registered,
      data: { ...registered.data, status: 'inactive', via: 'sso' },
    };
    spec
      .given([inactive])
      .when(signIn)
      .thenThrows('account_not_active', 'This person is inactive.');
    const client: UserRegistered = { ...registered, data: { ...registered.data, role: 'Client' } };
    spec
      .given([client])
      .when(signIn)
      .thenThrows('login_not_allowed', 'You are not allowed to log in.');
  });
});
