import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DomainError,
  SSO_ACCOUNT_CREATED,
  ssoPersonName,
  ssoUnknownMessage,
  userDecider,
  userStream,
  verifiedSsoEmail,
  type LoginResponse,
  type SsoIdentity,
} from '@teamledger/domain';
import { executeCommand, foldStream, type RecordedEvent } from '@teamledger/eventstore';
import { findUserById } from '@teamledger/read-models';
import { refusedStatus } from '../auth/routes.js';
import { describeMe, startSession } from '../auth/session.js';
import { commandContext, runCommand } from '../commands/run.js';
import { userIdForEmail } from '../users/user-id.js';
import type { SsoProvider } from './provider.js';

/**
 * Signs in the person the provider vouched for: matched by verified email to an account,
 * which must be active and not a Client, as a password sign-in must. An unknown email is
 * refused, or (Settings' switch) becomes an inactive User waiting for an admin. The sign-in
 * is recorded in the person's history, then a normal session starts.
 */
export async function signInWithSso(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SsoProvider,
  identity: SsoIdentity,
  createUnknownPeople: boolean,
): Promise<LoginResponse> {
  const email = verifiedSsoEmail(identity, provider.providerName);
  const userId = userIdForEmail(email);
  const state = foldStream(userDecider, await app.deps.store.readStream(userStream(userId)));
  if (!state.exists) {
    if (!createUnknownPeople) {
      throw new DomainError('forbidden', 'sso_unknown_account', ssoUnknownMessage(email));
    }
    await runCommand(app, request, userStream(userId), userDecider, {
      type: 'RegisterUser',
      data: {
        userId,
        email,
        name: ssoPersonName(identity, email),
        gender: null,
        role: 'User',
        status: 'inactive',
        via: 'sso',
        teamName: null,
        leadIds: [],
        workspaceIds: [],
        defaultWorkspaceId: null,
        isProviderUser: false,
        isLead: false,
      },
    });
    throw new DomainError('forbidden', 'sso_account_created', SSO_ACCOUNT_CREATED);
  }
  if (state.role === 'Client') {
    throw new DomainError('forbidden', 'login_not_allowed', 'You are not allowed to log in.');
  }
  if (state.status !== 'active') {
    throw new DomainError('forbidden', `account_${state.status}`, refusedStatus[state.status]);
  }
  const user = await findUserById(app.deps.pool, userId);
  if (!user) {
    throw new DomainError('unauthenticated', 'account_not_ready', 'Please try again in a moment.');
  }
  // The person is who signs in: their history shows them, not "the system", as the actor.
  await executeCommand(
    app.deps.store,
    userStream(userId),
    userDecider,
    {
      type: 'SignInWithSso',
      data: { providerName: provider.providerName, issuer: provider.issuer },
    },
    { ...commandContext(app, request), actorId: userId },
    { folded: app.foldedStreams },
  );
  await startSession(app, request, reply, user);
  return { user: await describeMe(app, user) };
}

/** Whether the person's stream began with a single sign-on creating them. */
export const registeredThroughSso = (stream: readonly RecordedEvent[]): boolean =>
  stream.slice(0, 1).some((recorded) => {
    const event = userDecider.parse(recorded);
    return event.type === 'UserRegistered' && event.data.via === 'sso';
  });
