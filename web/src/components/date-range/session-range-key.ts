/** Every key the app stores in the browser starts so; Sign Out removes them all. */
export const STORAGE_PREFIX = 'teamledger.';

/**
 * SPEC.md 3: the chosen range is kept for the browser session, across report screens. A
 * module of its own, so the app's first module reads it without the range's zod schema.
 */
export const SESSION_RANGE_KEY = `${STORAGE_PREFIX}dateRange`;
