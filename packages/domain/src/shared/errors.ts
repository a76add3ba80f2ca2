/**
 * What went wrong, in terms the API maps to an HTTP status in one place:
 * invalid 400, unauthenticated 401, forbidden 403, not_found 404, conflict 409,
 * rule 422 (a business rule refused a well-formed request), rate_limited 429.
 */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rule' | 'rate_limited';

/** A refusal the user can act on; its message is shown to them as is. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', code, message, fields);
export const forbidden = (message = 'You do not have access to this.') =>
  new DomainError('forbidden', 'forbidden', message);
export const notFound = (what: string) =>
  new DomainError('not_found', 'not_found', `${what} was not found.`);
/** `fields` names the field to blame when there is one, so a form shows it there. */
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new DomainError('conflict', code, message, fields);
export const ruleViolation = (code: string, message: string, fields?: Record<string, string>) =>
  new DomainError('rule', code, message, fields);

/** Ends an exhaustive switch: the compiler proves every case is handled. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
