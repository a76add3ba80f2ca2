import { DomainError } from '../shared/index.js';

export type CalendarErrorCode =
  | 'invalid_date'
  | 'invalid_instant'
  | 'invalid_time_zone'
  | 'invalid_range'
  | 'range_too_long'
  | 'invalid_hours';

/** The exact text SPEC.md shows when an all-user report asks for too many days. */
export const RANGE_TOO_LONG_MESSAGE = 'Select the days less than 32 days for all users.';

/**
 * Every calendar rule throws this on bad input. It is an 'invalid' DomainError, so the API's
 * one error handler answers 400 with the code and message, as DESIGN.md 6.6 and 6.11 ask.
 */
export class CalendarError extends DomainError {
  declare readonly code: CalendarErrorCode;

  constructor(code: CalendarErrorCode, message: string) {
    super('invalid', code, message);
    this.name = 'CalendarError';
  }
}
