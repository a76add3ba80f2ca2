import { z } from 'zod';

/** The web page the provider sends the browser back to (the redirect URI's path). */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** Who may still sign in with a password: everyone, or only Admins once SSO is configured. */
export const PASSWORD_SIGN_IN = ['everyone', 'admins'] as const;
export type PasswordSignIn = (typeof PASSWORD_SIGN_IN)[number];

/**
 * Single sign-on as the company Settings record it (issue 31 item 4). The client secret is
 * never part of it: the API keeps it sealed in its own table (or it comes from the
 * environment); `clientSecretSetAt` only says when it was last replaced.
 */
export const storedSsoSettingsSchema = z.object({
  /** The OpenID provider's issuer URL; '' when single sign-on is not configured in Settings. */
  issuer: z.string(),
  clientId: z.string(),
  /** Shown on the sign-in page: "Sign in with <providerName>". */
  providerName: z.string(),
  /** ISO instant the stored client secret was last replaced; null: none stored. */
  clientSecretSetAt: z.string().nullable(),
  /** An unknown verified email creates an inactive User on first sign-in. */
  createUnknownPeople: z.boolean(),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN),
});
export type SsoSettings = z.infer<typeof storedSsoSettingsSchema>;

export const defaultSsoSettings: SsoSettings = {
  issuer: '',
  clientId: '',
  providerName: '',
  clientSecretSetAt: null,
  createUnknownPeople: false,
  passwordSignIn: 'everyone',
};
