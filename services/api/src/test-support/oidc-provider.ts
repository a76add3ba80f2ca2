import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** What the provider knows about one of its people (the claims it releases). */
export interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's people by login (the account id and `sub`). */
  accounts: Map<string, TestAccount>;
  /**
   * Who the provider signs in without a form at the next authorization request (an
   * integration test); null shows its sign-in form (a person in Chromium); 'cancel' ends the
   * next authorization as a person who cancelled (access_denied).
   */
  signInAs(login: string | null): void;
  close(): Promise<void>;
}

const CLIENT_ID = 'teamledger-test';
const CANCEL = 'cancel';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real, certified OpenID provider (panva's oidc-provider) on a random loopback port with
 * one confidential client that must use PKCE. Its interaction pages are ours: a sign-in
 * form asking only for the login (no password: the test decides who signs in), or none at
 * all when `signInAs` named someone. Consent is granted for the client (first party).
 */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, TestAccount>();
  let automaticLogin: string | null = null;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    // The test client is first party: every scope it asks for is granted without a screen.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string) {
    if (request.method === 'POST') {
      const login = (await formBody(request)).get('login') ?? '';
      await provider.interactionFinished(request, response, { login: { accountId: login } });
      return;
    }
    await provider.interactionDetails(request, response);
    if (automaticLogin === CANCEL) {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in',
      });
      return;
    }
    if (automaticLogin !== null) {
      await provider.interactionFinished(request, response, {
        login: { accountId: automaticLogin },
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Test ID sign-in</title></head>
<body><main><h1>Test ID</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="login">Email</label> <input id="login" name="login" autocomplete="off">
<button type="submit">Continue</button></form></main></body></html>`);
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    if (uid === undefined) {
      void callback(request, response);
      return;
    }
    interaction(request, response, uid).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    accounts,
    signInAs(login) {
      automaticLogin = login;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
