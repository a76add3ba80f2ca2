import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/index.js';
import {
  ISSUER_MESSAGE,
  isIssuerUrl,
  ssoSettingsFormSchema,
  ssoSettingsSchema,
} from './contracts.js';
import {
  passwordSignInAllowed,
  ssoPersonName,
  verifiedSsoEmail,
  type SsoIdentity,
} from './rules.js';

const identity = (change: Partial<SsoIdentity>): SsoIdentity => ({
  email: 'Sara@Example.com',
  emailVerified: true,
  name: 'Sara Khan',
  ...change,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return [error.kind, error.code, error.message];
    throw error;
  }
  return null;
};

describe('verifiedSsoEmail', () => {
  it('matches by the verified email, normalized as a password sign-in is', () => {
    expect(verifiedSsoEmail(identity({}), 'Okta')).toBe('sara@example.com');
  });

  it('refuses an unverified email with a message naming the provider', () => {
    expect(refusal(() => verifiedSsoEmail(identity({ emailVerified: false }), 'Okta'))).toEqual([
      'forbidden',
      'sso_email_unverified',
      'Okta has not verified your email address, so it cannot sign you in. ' +
        'Verify it at Okta, or sign in with your password.',
    ]);
  });

  it.each([null, '', 'not an email'])('refuses a missing or malformed email (%s)', (email) => {
    expect(refusal(() => verifiedSsoEmail(identity({ email }), 'Okta'))).toEqual([
      'forbidden',
      'sso_no_email',
      'Okta did not share an email address, so you cannot be matched to an account.',
    ]);
  });
});

describe('ssoPersonName', () => {
  it("takes the provider's name, else the email's local part", () => {
    expect(ssoPersonName(identity({ name: '  Sara Khan ' }), 'sara@example.com')).toBe('Sara Khan');
    expect(ssoPersonName(identity({ name: null }), 'sara@example.com')).toBe('sara');
    expect(ssoPersonName(identity({ name: 'Sara\u202eKhan' }), 'sara@example.com')).toBe('sara');
    expect(ssoPersonName(identity({ name: 'x'.repeat(101) }), 'sara@example.com')).toBe('sara');
  });
});

describe('passwordSignInAllowed', () => {
  it('turns password sign-in off for all but Admins, only while SSO is configured', () => {
    expect(passwordSignInAllowed('User', 'everyone', true)).toBe(true);
    expect(passwordSignInAllowed('User', 'admins', true)).toBe(false);
    expect(passwordSignInAllowed('Manager', 'admins', true)).toBe(false);
    expect(passwordSignInAllowed('Admin', 'admins', true)).toBe(true);
    expect(passwordSignInAllowed('superAdmin', 'admins', true)).toBe(true);
    expect(passwordSignInAllowed('User', 'admins', false)).toBe(true);
  });
});

describe('isIssuerUrl', () => {
  it.each([
    ['https://id.example.com', true],
    ['https://login.example.com/realms/acme', true],
    ['http://127.0.0.1:9000', true],
    ['http://localhost:9000/oidc', true],
    ['http://id.example.com', false],
    ['https://id.example.com/?tenant=1', false],
    ['https://user:pw@id.example.com', false],
    ['ftp://id.example.com', false],
    ['id.example.com', false],
  ])('%s -> %s', (url, ok) => {
    expect(isIssuerUrl(url)).toBe(ok);
  });
});

describe('ssoSettingsSchema', () => {
  const valid = {
    issuer: 'https://id.example.com',
    clientId: 'teamledger',
    clientSecret: 's3cret',
    providerName: 'Okta',
    createUnknownPeople: false,
    passwordSignIn: 'everyone',
  };
  const fieldErrors = (value: unknown) => {
    const result = ssoSettingsSchema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a provider, and an empty issuer (off) without a client id', () => {
    expect(fieldErrors(valid)).toEqual({});
    expect(fieldErrors({ ...valid, issuer: '', clientId: '', providerName: '' })).toEqual({});
  });

  it('names each missing or wrong field', () => {
    expect(fieldErrors({ ...valid, issuer: 'http://id.example.com', clientSecret: '' })).toEqual({
      issuer: ISSUER_MESSAGE,
      clientSecret: 'Client secret is required!',
    });
    expect(fieldErrors({ ...valid, clientId: ' ', providerName: '' })).toEqual({
      clientId: 'Client ID is required!',
      providerName: 'Provider name is required!',
    });
    expect(fieldErrors({ ...valid, extra: 1 })).toHaveProperty('');
  });
});

describe('ssoSettingsFormSchema', () => {
  it('leaves a blank client secret out, so the stored one is kept', () => {
    const form = {
      issuer: 'https://id.example.com',
      clientId: 'teamledger',
      providerName: 'Okta',
      createUnknownPeople: true,
      passwordSignIn: 'admins',
    };
    expect(ssoSettingsFormSchema.parse({ ...form, clientSecret: '' })).toEqual(form);
    expect(ssoSettingsFormSchema.parse({ ...form, clientSecret: 'new' })).toEqual({
      ...form,
      clientSecret: 'new',
    });
  });
});
