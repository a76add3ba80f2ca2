import { DomainError, normalizeEmail, type UserRegistered } from '@teamledger/domain';
import { executeCommand, type CommandContext, type EventStore } from '@teamledger/eventstore';
import type { Pool } from '@teamledger/platform';
import { userDecider, userStream } from '@teamledger/domain';
import { settingPassword } from '../auth/credentials.js';
import { userIdForEmail } from './user-id.js';

export type NewUser = Omit<UserRegistered['data'], 'userId' | 'email'> & {
  email: string;
  /** argon2id; goes to the credentials table, not into the event. null: no password yet. */
  passwordHash: string | null;
};

/**
 * Registers a person. Returns 'exists' instead of throwing when the email is already a
 * user, so scripts (admin:create, the demo seed) can run again safely.
 */
export async function registerUser(
  store: EventStore,
  pool: Pool,
  { passwordHash, ...user }: NewUser,
  context: CommandContext,
): Promise<{ userId: string; outcome: 'created' | 'exists' }> {
  const email = normalizeEmail(user.email);
  const userId = userIdForEmail(email);
  try {
    await executeCommand(
      store,
      userStream(userId),
      userDecider,
      { type: 'RegisterUser', data: { ...user, email, userId } },
      context,
      { retries: 0, ...settingPassword(pool, userId, passwordHash, context.at) },
    );
    return { userId, outcome: 'created' };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'user_exists')
      return { userId, outcome: 'exists' };
    throw error;
  }
}
