/**
 * SPEC.md 3: the chosen range is kept for the browser session, across report screens. A
 * module of its own, so the app's first module reads it without the range's zod schema.
 */
export const SESSION_RANGE_KEY = 'teamledger.dateRange';
