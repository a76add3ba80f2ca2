import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { isIssuerUrl, SSO_CALLBACK_PATH, type SsoSettings } from '@teamledger/domain';
import type { Pool } from '@teamledger/platform';
import { SecretBox } from './secret-box.js';

/** The OpenID provider sign-ins go through, from the environment or from Settings. */
export interface SsoProvider {
  source: 'environment' | 'settings';
  issuer: string;
  clientId: string;
  clientSecret: string;
  providerName: string;
}

/** How long a discovery (and its JWKS cache) is kept before it is fetched again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Seconds the provider has to answer each request (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

export const clientSecretBox = (app: FastifyInstance) =>
  new SecretBox(app.deps.config.JWT_SECRET, 'sso-client-secret');

/** The stored client secret, sealed; null when none is. */
export async function storedClientSecret(db: Pool): Promise<string | null> {
  const { rows } = await db.query<{ sealed: string }>(
    'SELECT sealed FROM sso_client_secret WHERE id = 1',
  );
  return rows[0]?.sealed ?? null;
}

export async function storeClientSecret(db: Pool, sealed: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO sso_client_secret (id, sealed, updated_at) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET sealed = EXCLUDED.sealed, updated_at = EXCLUDED.updated_at`,
    [sealed, at],
  );
}

export async function dropClientSecret(db: Pool): Promise<void> {
  await db.query('DELETE FROM sso_client_secret WHERE id = 1');
}

/**
 * The provider in force: the environment's (OIDC_ISSUER, OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET) when set, else the one configured in Settings with its stored
 * secret; null when neither is complete.
 */
export async function currentProvider(
  app: FastifyInstance,
  settings: SsoSettings,
): Promise<SsoProvider | null> {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME } = app.deps.config;
  if (OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET) {
    return {
      source: 'environment',
      issuer: OIDC_ISSUER,
      clientId: OIDC_CLIENT_ID,
      clientSecret: OIDC_CLIENT_SECRET,
      providerName: OIDC_PROVIDER_NAME,
    };
  }
  if (settings.issuer === '' || settings.clientId === '') return null;
  const sealed = await storedClientSecret(app.deps.pool);
  const clientSecret = sealed === null ? null : clientSecretBox(app).open(sealed);
  if (clientSecret === null) return null;
  return {
    source: 'settings',
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret,
    providerName: settings.providerName,
  };
}

/** The address the provider must send people back to, as registered there. */
export function redirectUriFor(app: FastifyInstance, request: FastifyRequest): string {
  const origin =
    app.deps.config.PUBLIC_ORIGIN ?? new URL(`${request.protocol}://${request.host}`).origin;
  return `${origin}${SSO_CALLBACK_PATH}`;
}

/** An error of the provider or of the exchange (as opposed to not reaching the provider). */
export function isProtocolError(error: unknown): boolean {
  return (
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.WWWAuthenticateChallengeError ||
    (error instanceof client.ClientError && (error.code?.startsWith('OAUTH_') ?? false))
  );
}

/** The provider did not answer (or not in time): a 503 like any dependency that is down. */
export function sendProviderUnreachable(reply: FastifyReply, provider: string) {
  return reply
    .status(503)
    .header('Retry-After', '5')
    .send({
      error: {
        code: 'sso_provider_unreachable',
        message: `${provider} cannot be reached right now. Please try again in a moment.`,
      },
    });
}

interface CachedDiscovery {
  at: number;
  configuration: Promise<client.Configuration>;
}

/**
 * Discovery documents by provider (issuer, client and a hash of the secret), fetched once
 * an hour; a failed one is forgotten at once so the next sign-in asks again.
 */
export class ProviderDiscoveries {
  private readonly cache = new Map<string, CachedDiscovery>();

  configuration(provider: SsoProvider): Promise<client.Configuration> {
    const key = [
      provider.issuer,
      provider.clientId,
      createHash('sha256').update(provider.clientSecret).digest('base64url'),
    ].join(' ');
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
    const configuration = discover(provider);
    this.cache.set(key, { at: Date.now(), configuration });
    configuration.catch(() => {
      if (this.cache.get(key)?.configuration === configuration) this.cache.delete(key);
    });
    return configuration;
  }
}

/** Fetches the provider's discovery document; plain http only to a loopback issuer. */
export function discover(provider: SsoProvider): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  if (!isIssuerUrl(provider.issuer)) throw new Error('not an issuer URL');
  return client.discovery(
    issuer,
    provider.clientId,
    undefined,
    client.ClientSecretBasic(provider.clientSecret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(issuer.protocol === 'http:' && { execute: [client.allowInsecureRequests] }),
    },
  );
}
