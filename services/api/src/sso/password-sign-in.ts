import type { FastifyInstance } from 'fastify';
import {
  DomainError,
  passwordSignInAllowed,
  passwordSignInOffMessage,
  type Role,
} from '@teamledger/domain';
import { readSettings } from '@teamledger/read-models';
import { currentProvider } from './provider.js';

/**
 * Refuses a password sign-in when Settings turned it off for everyone but Admins and single
 * sign-on is configured (D283). Asked after the password proved right, as the status
 * refusals are (D43), so it tells nothing about an account to someone without its password.
 */
export async function refusePasswordSignIn(app: FastifyInstance, role: Role): Promise<void> {
  const { sso } = await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ);
  if (sso.passwordSignIn === 'everyone') return;
  const provider = await currentProvider(app, sso);
  if (passwordSignInAllowed(role, sso.passwordSignIn, provider !== null)) return;
  throw new DomainError(
    'forbidden',
    'password_sign_in_off',
    passwordSignInOffMessage(provider!.providerName),
  );
}
