import { assertNever, conflict, invalid, notFound, ruleViolation } from '../shared/index.js';
import type { UserCommand } from './commands.js';
import type { SecurityLinkPurpose, UserEvent, UserUpdatableFields, UserUpdated } from './events.js';
import type { UserState } from './state.js';
import type { UserStatus } from './types.js';

/** Which status may follow which (SPEC.md 4, DESIGN.md decision 7). Deleted is final. */
export const STATUS_TRANSITIONS: Record<UserStatus, readonly UserStatus[]> = {
  active: ['blocked', 'inactive', 'left', 'deleted'],
  inactive: ['active', 'rejected', 'deleted'],
  blocked: ['active', 'deleted'],
  left: ['active', 'deleted'],
  rejected: ['active', 'deleted'],
  deleted: [],
};

/** Who may get an invitation: anyone still to start or working. */
const INVITABLE: readonly UserStatus[] = ['active', 'inactive'];
/** Whose links still set a password: not the blocked, left, rejected or deleted. */
const LINK_STATUSES: readonly UserStatus[] = ['active', 'inactive'];

export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on for this person.';
export const LINK_INVALID = 'This link is not valid. Ask for a new one.';
export const LINK_USED = 'This link was already used. Ask for a new one.';
export const LINK_REVOKED = 'This link was withdrawn. Ask for a new one.';
export const LINK_EXPIRED = 'This link has expired. Ask for a new one.';

/** The ids of the person's open links of a purpose (expired ones included). */
export function openLinks(
  state: Extract<UserState, { exists: true }>,
  purpose: SecurityLinkPurpose,
): string[] {
  return Object.entries(state.links)
    .filter(([, link]) => link.purpose === purpose && link.status === 'open')
    .map(([id]) => id);
}

export const LEFT_REASON_REQUIRED = 'Please input the reason!';
export const LEFT_DATE_FUTURE = 'The day they left cannot be after today.';

/** Nobody moves their own status, and only along STATUS_TRANSITIONS. */
function assertStatusMove(
  state: Extract<UserState, { exists: true }>,
  to: UserStatus,
  actorId: string,
): void {
  if (actorId === state.userId) {
    throw ruleViolation('own_status', 'You cannot change your own status.');
  }
  if (!STATUS_TRANSITIONS[state.status].includes(to)) {
    throw ruleViolation('status_transition', `A ${state.status} user cannot become ${to}.`);
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that really change, with their previous values; null when none does. */
function profileUpdate(
  state: Extract<UserState, { exists: true }>,
  requested: Partial<UserUpdatableFields>,
): UserUpdated | null {
  const changes: Partial<UserUpdatableFields> = {};
  const previous: Partial<UserUpdatableFields> = {};
  for (const [key, value] of Object.entries(requested) as [keyof UserUpdatableFields, unknown][]) {
    if (value === undefined || sameValue(value, state[key])) continue;
    Object.assign(changes, { [key]: value });
    Object.assign(previous, { [key]: state[key] });
  }
  if (changes.leadIds?.includes(state.userId)) {
    throw invalid('lead_self', 'A user cannot be their own lead.', {
      leadIds: 'A user cannot be their own lead.',
    });
  }
  if (Object.keys(changes).length === 0) return null;
  return { type: 'UserUpdated', data: { userId: state.userId, changes, previous } };
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.exists)
      throw conflict('user_exists', 'User already exists', { email: 'User already exists' });
    return [{ type: 'UserRegistered', data: command.data }];
  }
  if (!state.exists) throw notFound('User');
  const userId = state.userId;

  switch (command.type) {
    case 'ChangePassword': {
      if (command.data.by === 'self' && !command.data.currentPasswordMatches) {
        throw ruleViolation('wrong_current_password', 'Current password is not correct!', {
          currentPassword: 'Current password is not correct!',
        });
      }
      return [{ type: 'UserPasswordChanged', data: { userId, by: command.data.by } }];
    }
    case 'UpdateOwnProfile':
      if (command.data.name === state.name) return [];
      return [{ type: 'UserProfileUpdated', data: { userId, name: command.data.name } }];
    case 'ChangeAvailability': {
      const { availability, textStatus } = command.data;
      if (availability === state.availability && textStatus === state.textStatus) return [];
      return [{ type: 'UserAvailabilityChanged', data: { userId, availability, textStatus } }];
    }
    case 'ChangeUserStatus': {
      const { to, reason, actorId } = command.data;
      if (to === state.status) return [];
      assertStatusMove(state, to, actorId);
      if (to === 'rejected' && !reason?.trim()) {
        throw invalid('reason_required', 'Please input your Message!', {
          reason: 'Please input your Message!',
        });
      }
      return [{ type: 'UserStatusChanged', data: { userId, from: state.status, to, reason } }];
    }
    case 'MarkUserLeft': {
      const { effectiveDate, reason, actorId, today } = command.data;
      assertStatusMove(state, 'left', actorId);
      if (!reason.trim()) {
        throw invalid('reason_required', LEFT_REASON_REQUIRED, { reason: LEFT_REASON_REQUIRED });
      }
      if (effectiveDate > today) {
        throw invalid('left_date_future', LEFT_DATE_FUTURE, { effectiveDate: LEFT_DATE_FUTURE });
      }
      return [
        {
          type: 'UserStatusChanged',
          data: { userId, from: state.status, to: 'left', reason, effectiveDate },
        },
      ];
    }
    case 'UpdateUser': {
      const update = profileUpdate(state, command.data.changes);
      return update ? [update] : [];
    }
    case 'AcceptRegistration': {
      const { role, teamName, leadIds, workspaceIds, defaultWorkspaceId, actorId, today } =
        command.data;
      if (actorId === userId) {
        throw ruleViolation('own_status', 'You cannot change your own status.');
      }
      if (state.status !== 'inactive') {
        throw ruleViolation(
          'not_a_registration',
          `Only an inactive registration can be accepted; this user is ${state.status}.`,
        );
      }
      // Role, team, leads and workspaces first, so the account is never active without them.
      const update = profileUpdate(state, {
        role,
        teamName,
        leadIds,
        workspaceIds,
        defaultWorkspaceId,
      });
      return [
        ...(update ? [update] : []),
        {
          type: 'UserStatusChanged',
          data: {
            userId,
            from: 'inactive',
            to: 'active',
            reason: 'Registration accepted',
            // A registration accepted joins today, unless an admin set a join date before.
            ...(state.joinedOn === null ? { effectiveDate: today } : {}),
          },
        },
      ];
    }
    case 'IssueSecurityLink': {
      const { linkId, purpose, expiresAt } = command.data;
      if (state.links[linkId]) return [];
      if (purpose === 'invitation' && !INVITABLE.includes(state.status)) {
        throw ruleViolation('not_invitable', `A ${state.status} user cannot be invited.`);
      }
      // A newer link replaces the open ones of its purpose: only the latest email works.
      const replaced = openLinks(state, purpose).map((id): UserEvent => ({
        type: 'SecurityLinkRevoked',
        data: { userId, linkId: id, purpose },
      }));
      return [
        ...replaced,
        { type: 'SecurityLinkIssued', data: { userId, linkId, purpose, expiresAt } },
      ];
    }
    case 'RecordSecurityLinkEmailed': {
      const link = state.links[command.data.linkId];
      if (!link) throw notFound('Link');
      if (link.emailedTo !== null) return [];
      return [
        {
          type: 'SecurityLinkEmailed',
          data: { userId, linkId: command.data.linkId, purpose: link.purpose, to: command.data.to },
        },
      ];
    }
    case 'RevokeInvitation': {
      const open = openLinks(state, 'invitation');
      if (open.length === 0) {
        throw ruleViolation('no_open_invitation', 'This person has no open invitation.');
      }
      return open.map((linkId) => ({
        type: 'SecurityLinkRevoked',
        data: { userId, linkId, purpose: 'invitation' },
      }));
    }
    case 'SetPasswordByLink': {
      const { linkId, now } = command.data;
      const link = state.links[linkId];
      if (!link) throw ruleViolation('link_invalid', LINK_INVALID);
      if (link.status === 'used') throw ruleViolation('link_used', LINK_USED);
      if (link.status === 'revoked') throw ruleViolation('link_revoked', LINK_REVOKED);
      if (Date.parse(link.expiresAt) <= Date.parse(now)) {
        throw ruleViolation('link_expired', LINK_EXPIRED);
      }
      if (!LINK_STATUSES.includes(state.status)) {
        throw ruleViolation('link_invalid', LINK_INVALID);
      }
      return [
        { type: 'SecurityLinkUsed', data: { userId, linkId, purpose: link.purpose } },
        { type: 'UserPasswordChanged', data: { userId, by: 'link' } },
      ];
    }
    case 'ConfirmTwoFactor':
      if (state.twoFactorEnrolled) {
        throw ruleViolation('two_factor_enrolled', TWO_FACTOR_ALREADY_ON);
      }
      return [{ type: 'TwoFactorEnrolled', data: { userId } }];
    case 'ResetTwoFactor':
      if (!state.twoFactorEnrolled) {
        throw ruleViolation('two_factor_off', TWO_FACTOR_NOT_ON);
      }
      return [{ type: 'TwoFactorReset', data: { userId } }];
    case 'RecordTwoFactorFailure':
      return [{ type: 'TwoFactorFailed', data: { userId, method: command.data.method } }];
    case 'UseRecoveryCode':
      return [{ type: 'RecoveryCodeUsed', data: { userId, remaining: command.data.remaining } }];
    case 'EndSessions':
      return [
        {
          type: 'SessionsEnded',
          data: { userId, scope: command.data.scope, sessionId: command.data.sessionId },
        },
      ];
    case 'SignInWithSso':
      // The API refuses both with the sign-in's own messages first; this keeps the record true.
      if (state.role === 'Client') {
        throw ruleViolation('login_not_allowed', 'You are not allowed to log in.');
      }
      if (state.status !== 'active') {
        throw ruleViolation('account_not_active', `This person is ${state.status}.`);
      }
      return [{ type: 'SignedInWithSso', data: { userId, ...command.data } }];
    default:
      return assertNever(command);
  }
}
