import { z } from 'zod';
import { isStorableText, singleLineText, TEXT_CHARACTERS_MESSAGE } from '../schemas/index.js';
import { PASSWORD_SIGN_IN } from './types.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const ISSUER_MESSAGE =
  'Use the https:// address of your OpenID provider (http:// only on this machine, for testing).';

/**
 * An issuer URL: https, or http on a loopback host (a provider started on this machine by
 * tests or a developer). No query or fragment: OpenID Connect Discovery forbids them.
 */
export function isIssuerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    return false;
  }
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  );
}

/** The issuer as typed in Settings or the environment. */
export const issuerSchema = z.string().trim().max(500).refine(isIssuerUrl, ISSUER_MESSAGE);

export const CLIENT_ID_REQUIRED = 'Client ID is required!';
export const PROVIDER_NAME_REQUIRED = 'Provider name is required!';
export const ISSUER_REQUIRED = 'Issuer URL is required to turn password sign-in off.';

const ssoSettingsFields = {
  issuer: z.union([z.literal(''), issuerSchema]),
  clientId: singleLineText({ max: 255 }),
  providerName: singleLineText({ max: 60 }),
  createUnknownPeople: z.boolean(),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN, { error: 'Choose who may sign in with a password' }),
};
const clientSecretSchema = z.string().max(1_000).refine(isStorableText, TEXT_CHARACTERS_MESSAGE);

/** A provider needs its client id and the name the sign-in page shows. */
const providerComplete = (
  value: { issuer: string; clientId: string; providerName: string },
  ctx: z.RefinementCtx,
) => {
  if (value.issuer === '') return;
  if (value.clientId === '') {
    ctx.addIssue({ code: 'custom', path: ['clientId'], message: CLIENT_ID_REQUIRED });
  }
  if (value.providerName === '') {
    ctx.addIssue({ code: 'custom', path: ['providerName'], message: PROVIDER_NAME_REQUIRED });
  }
};

/**
 * PUT /api/settings/sso (Admin only). An empty issuer turns single sign-on off (and drops the
 * stored secret). A client secret left out keeps the stored one; one sent replaces it.
 */
export const ssoSettingsSchema = z
  .strictObject({
    ...ssoSettingsFields,
    clientSecret: clientSecretSchema.min(1, 'Client secret is required!').optional(),
  })
  .superRefine(providerComplete);
export type SsoSettingsInput = z.infer<typeof ssoSettingsSchema>;

/** The Settings form: a blank client secret keeps the stored one (it is left out). */
export const ssoSettingsFormSchema = z
  .strictObject({ ...ssoSettingsFields, clientSecret: clientSecretSchema })
  .superRefine(providerComplete)
  .transform(({ clientSecret, ...settings }): SsoSettingsInput =>
    clientSecret === '' ? settings : { ...settings, clientSecret },
  );

/** GET/PUT /api/settings/sso: what an Admin sees; never the client secret. */
export const ssoSettingsViewSchema = z.object({
  /**
   * Where the provider comes from: the environment (OIDC_ISSUER and the rest, which Settings
   * cannot change), Settings, or nowhere (single sign-on off).
   */
  source: z.enum(['environment', 'settings']).nullable(),
  issuer: z.string(),
  clientId: z.string(),
  providerName: z.string(),
  /** A client secret is stored (Settings) or set (environment). */
  clientSecretSet: z.boolean(),
  /** The address to register at the provider as the client's redirect URI. */
  redirectUri: z.string(),
  createUnknownPeople: z.boolean(),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN),
});
export type SsoSettingsView = z.infer<typeof ssoSettingsViewSchema>;

/** GET /api/auth/sso: what the sign-in page needs, for anyone. */
export const ssoStatusSchema = z.object({
  /** Null when single sign-on is not configured. */
  providerName: z.string().nullable(),
});
export type SsoStatus = z.infer<typeof ssoStatusSchema>;

/** POST /api/auth/sso/start's answer: where the browser goes to sign in at the provider. */
export const ssoStartResponseSchema = z.object({ authorizationUrl: z.string() });
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

/**
 * POST /api/auth/sso/callback: the query string the provider sent the browser back with
 * (code, state, iss, or error), as the callback page received it.
 */
export const ssoCallbackSchema = z.strictObject({
  params: z
    .string()
    .max(4_000, 'The sign-in answer is too long.')
    .refine(isStorableText, TEXT_CHARACTERS_MESSAGE),
});
export type SsoCallback = z.infer<typeof ssoCallbackSchema>;
