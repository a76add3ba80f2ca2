import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import {
  DomainError,
  ISSUER_REQUIRED,
  ruleViolation,
  SETTINGS_STREAM,
  settingsDecider,
  SSO_FAILED,
  SSO_NOT_CONFIGURED,
  ssoCancelledMessage,
  ssoEndpoints,
  type SsoIdentity,
  type SsoSettings,
  type SsoSettingsView,
} from '@teamledger/domain';
import { readSettings } from '@teamledger/read-models';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { SSO_FLOW_TTL_SECONDS, setFlowCookie, takeFlow } from './flow.js';
import {
  clientSecretBox,
  currentProvider,
  discover,
  dropClientSecret,
  isProtocolError,
  ProviderDiscoveries,
  redirectUriFor,
  sendProviderUnreachable,
  storeClientSecret,
  storedClientSecret,
  type SsoProvider,
} from './provider.js';
import { signInWithSso } from './sign-in.js';

const SCOPE = 'openid email profile';

const ssoSettingsOf = async (app: FastifyInstance) =>
  (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ)).sso;

const notConfigured = () => new DomainError('not_found', 'sso_not_configured', SSO_NOT_CONFIGURED);
const ssoFailed = () => new DomainError('invalid', 'sso_failed', SSO_FAILED);

/** What the provider's UserInfo says about the person: only `email_verified: true` counts. */
const identityOf = (info: client.UserInfoResponse): SsoIdentity => ({
  email: typeof info.email === 'string' ? info.email : null,
  emailVerified: info.email_verified === true,
  name: typeof info.name === 'string' ? info.name : null,
});

/**
 * Single sign-on with OpenID Connect, authorization code flow with PKCE (D280-D283):
 * the sign-in page asks whether it is configured, starts a sign-in (the provider's address,
 * and this browser's sealed state, nonce and verifier), and after the provider sends the
 * browser back to /sso/callback that page posts the answer here to finish it.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const discoveries = new ProviderDiscoveries();

  implement(app, ssoEndpoints.status, {
    handler: async () => {
      const provider = await currentProvider(app, await ssoSettingsOf(app));
      return { providerName: provider?.providerName ?? null };
    },
  });

  implement(app, ssoEndpoints.start, {
    handler: async (request, reply) => {
      const provider = await currentProvider(app, await ssoSettingsOf(app));
      if (provider === null) throw notConfigured();
      let configuration: client.Configuration;
      try {
        configuration = await discoveries.configuration(provider);
      } catch (error) {
        request.log.warn({ err: error }, 'the OpenID provider did not answer its discovery');
        return sendProviderUnreachable(reply, provider.providerName);
      }
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const redirectUri = redirectUriFor(app, request);
      const authorizationUrl = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      setFlowCookie(app, reply, {
        state,
        nonce,
        verifier,
        issuer: provider.issuer,
        clientId: provider.clientId,
        redirectUri,
        expiresAt: app.deps.clock.now().getTime() + SSO_FLOW_TTL_SECONDS * 1000,
      });
      return { authorizationUrl: authorizationUrl.href };
    },
  });

  implement(app, ssoEndpoints.callback, {
    handler: async (request, reply) => {
      const settings = await ssoSettingsOf(app);
      const provider = await currentProvider(app, settings);
      if (provider === null) throw notConfigured();
      const flow = takeFlow(app, request, reply);
      if (flow === null || flow.issuer !== provider.issuer || flow.clientId !== provider.clientId) {
        request.log.warn('a single sign-on callback without its own sign-in under way');
        throw ssoFailed();
      }
      const currentUrl = new URL(flow.redirectUri);
      currentUrl.search = new URLSearchParams(request.body.params).toString();
      let identity: SsoIdentity;
      try {
        const configuration = await discoveries.configuration(provider);
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const subject = tokens.claims()?.sub;
        if (subject === undefined) throw ssoFailed();
        identity = identityOf(
          await client.fetchUserInfo(configuration, tokens.access_token, subject),
        );
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // The person cancelled at the provider, or it refused them (its state checked first).
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
          throw new DomainError(
            'forbidden',
            'sso_cancelled',
            ssoCancelledMessage(provider.providerName),
          );
        }
        if (isProtocolError(error)) {
          request.log.warn({ err: error }, 'a single sign-on was refused by the protocol checks');
          throw ssoFailed();
        }
        request.log.warn({ err: error }, 'the OpenID provider could not be reached');
        return sendProviderUnreachable(reply, provider.providerName);
      }
      return signInWithSso(app, request, reply, provider, identity, settings.createUnknownPeople);
    },
  });

  implement(app, ssoEndpoints.getSettings, {
    handler: async (request) => settingsView(request, await ssoSettingsOf(app)),
  });

  implement(app, ssoEndpoints.updateSettings, {
    handler: async (request) => {
      const { clientSecret, ...input } = request.body;
      const current = await ssoSettingsOf(app);
      const fromEnvironment = app.deps.config.OIDC_ISSUER !== undefined;
      if (fromEnvironment && (input.issuer !== '' || input.clientId !== '' || clientSecret)) {
        throw ruleViolation(
          'sso_from_environment',
          'Single sign-on is configured by the environment (OIDC_ISSUER): only who may sign ' +
            'in with a password and whether unknown people are created can change here.',
          { issuer: 'Set by the environment.' },
        );
      }
      let next: SsoSettings;
      if (fromEnvironment) {
        next = { ...current, ...input, issuer: '', clientId: '', providerName: '' };
      } else if (input.issuer === '') {
        if (input.passwordSignIn === 'admins') {
          throw ruleViolation('sso_not_configured', ISSUER_REQUIRED, { issuer: ISSUER_REQUIRED });
        }
        await dropClientSecret(app.deps.pool);
        next = { ...input, clientId: '', providerName: '', clientSecretSetAt: null };
      } else {
        const sealed = await storedClientSecret(app.deps.pool);
        const secret = clientSecret ?? (sealed && clientSecretBox(app).open(sealed));
        if (!secret) {
          throw ruleViolation('client_secret_required', 'Client secret is required!', {
            clientSecret: 'Client secret is required!',
          });
        }
        await checkDiscovery(request, {
          source: 'settings',
          issuer: input.issuer,
          clientId: input.clientId,
          clientSecret: secret,
          providerName: input.providerName,
        });
        const now = app.deps.clock.now();
        if (clientSecret !== undefined) {
          await storeClientSecret(app.deps.pool, clientSecretBox(app).seal(clientSecret), now);
        }
        next = {
          ...input,
          clientSecretSetAt:
            clientSecret !== undefined ? now.toISOString() : current.clientSecretSetAt,
        };
      }
      const { state } = await runCommand(
        app,
        request,
        SETTINGS_STREAM,
        settingsDecider(app.deps.config.COMPANY_TZ),
        { type: 'ChangeSettings', data: { sso: next } },
      );
      return settingsView(request, state.sso);
    },
  });

  /** The provider must answer its discovery document before Settings keep it. */
  async function checkDiscovery(request: FastifyRequest, provider: SsoProvider): Promise<void> {
    try {
      await discover(provider);
    } catch (error) {
      request.log.warn({ err: error }, 'an issuer typed in Settings did not answer its discovery');
      const message = `${provider.issuer} did not answer as an OpenID provider (its discovery document at /.well-known/openid-configuration).`;
      throw ruleViolation('sso_discovery_failed', message, { issuer: message });
    }
  }

  async function settingsView(request: FastifyRequest, sso: SsoSettings): Promise<SsoSettingsView> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_PROVIDER_NAME } = app.deps.config;
    const shared = {
      redirectUri: redirectUriFor(app, request),
      createUnknownPeople: sso.createUnknownPeople,
      passwordSignIn: sso.passwordSignIn,
    };
    if (OIDC_ISSUER !== undefined && OIDC_CLIENT_ID !== undefined) {
      return {
        ...shared,
        source: 'environment',
        issuer: OIDC_ISSUER,
        clientId: OIDC_CLIENT_ID,
        providerName: OIDC_PROVIDER_NAME,
        clientSecretSet: true,
      };
    }
    const sealed = await storedClientSecret(app.deps.pool);
    return {
      ...shared,
      source: sso.issuer === '' ? null : 'settings',
      issuer: sso.issuer,
      clientId: sso.clientId,
      providerName: sso.providerName,
      // A secret sealed under an older JWT_SECRET opens no more: it must be typed again.
      clientSecretSet: sealed !== null && clientSecretBox(app).open(sealed) !== null,
    };
  }
};
