import { normalizeEmail } from '@teamledger/domain';
import { uuidV5 } from '@teamledger/platform';

/** Fixed namespace for user ids: an email always maps to the same user id. */
const USER_ID_NAMESPACE = '6f1d3c2e-8b4a-4f5e-9c7d-2a1b3c4d5e6f';

/**
 * A person's id follows from their email, so "this email is already a user" is decided
 * by the user stream itself (append with no_stream), with no separate uniqueness index.
 */
export const userIdForEmail = (email: string) => uuidV5(normalizeEmail(email), USER_ID_NAMESPACE);
