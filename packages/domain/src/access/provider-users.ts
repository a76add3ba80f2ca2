import { DomainError } from '../shared/index.js';

/** SPEC.md 6: people linked to Assembla get their standups and hours from there. */
export const PROVIDER_USER_MESSAGE =
  'Your standups and hours come from Assembla, so they cannot be added here.';

export const providerUserRefused = () =>
  new DomainError('forbidden', 'provider_user', PROVIDER_USER_MESSAGE);
