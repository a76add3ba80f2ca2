import { z } from 'zod';
import { SETTINGS_ROLES, type Role } from '../access/index.js';
import { isSingleLineText } from '../schemas/index.js';
import { DomainError } from '../shared/index.js';
import { normalizeEmail } from '../users/index.js';
import type { PasswordSignIn } from './types.js';

/** What the provider said about the person (its UserInfo answer). */
export interface SsoIdentity {
  email: string | null;
  /** Only `email_verified: true` counts; absent or anything else is unverified. */
  emailVerified: boolean;
  name: string | null;
}

/** Anything about the exchange itself went wrong: state, PKCE, the code, the provider. */
export const SSO_FAILED =
  'Single sign-on did not complete. Please start again from the sign-in page.';
export const SSO_NOT_CONFIGURED = 'Single sign-on is not configured.';
export const SSO_ACCOUNT_CREATED =
  'Your account was created and is waiting for approval by an administrator.';

export const ssoCancelledMessage = (provider: string) =>
  `${provider} did not sign you in: the sign-in was cancelled or refused there.`;
export const ssoNoEmailMessage = (provider: string) =>
  `${provider} did not share an email address, so you cannot be matched to an account.`;
export const ssoUnverifiedMessage = (provider: string) =>
  `${provider} has not verified your email address, so it cannot sign you in. ` +
  `Verify it at ${provider}, or sign in with your password.`;
export const ssoUnknownMessage = (email: string) =>
  `No account uses ${email}. Ask an administrator to add you.`;
export const passwordSignInOffMessage = (provider: string) =>
  `Password sign-in is turned off. Please sign in with ${provider}.`;

const emailSchema = z.email().max(254);

/**
 * The email a sign-in is matched by: present, well formed and verified by the provider,
 * normalized as every other sign-in's. A refusal is a 403 the person can act on.
 */
export function verifiedSsoEmail(identity: SsoIdentity, provider: string): string {
  const email = identity.email === null ? null : normalizeEmail(identity.email);
  if (email === null || !emailSchema.safeParse(email).success) {
    throw new DomainError('forbidden', 'sso_no_email', ssoNoEmailMessage(provider));
  }
  if (!identity.emailVerified) {
    throw new DomainError('forbidden', 'sso_email_unverified', ssoUnverifiedMessage(provider));
  }
  return email;
}

/** A person created on first sign-in is named as the provider names them, else by email. */
export function ssoPersonName(identity: SsoIdentity, email: string): string {
  const name = identity.name?.trim() ?? '';
  return name !== '' && name.length <= 100 && isSingleLineText(name)
    ? name
    : email.slice(0, email.indexOf('@'));
}

/**
 * Whether a person of this role may sign in with a password. Turning it off for all but
 * the Admins (who can mend the SSO configuration) holds only while SSO is configured, so
 * a provider removed from the environment never locks everyone out.
 */
export const passwordSignInAllowed = (
  role: Role,
  passwordSignIn: PasswordSignIn,
  ssoConfigured: boolean,
): boolean => passwordSignIn === 'everyone' || !ssoConfigured || SETTINGS_ROLES.includes(role);
