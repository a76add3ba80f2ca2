import { asOfSchema } from '../schemas/index.js';
import { invalid } from '../shared/index.js';

export { AS_OF_MESSAGE, asOfSchema } from '../schemas/index.js';

/** The optional `asOf` of a report's query: the reports that can be seen as they stood. */
export const asOfQuery = { asOf: asOfSchema.optional() };

export const AS_OF_FUTURE_MESSAGE = 'The instant cannot be in the future.';

/**
 * An "as of" instant after now is refused (400 on the field): nothing has been recorded
 * then yet, and the answer would pass for one that cannot change.
 */
export function assertAsOfPast(asOf: string | undefined, now: Date): void {
  if (asOf !== undefined && Date.parse(asOf) > now.getTime()) {
    throw invalid('as_of_future', AS_OF_FUTURE_MESSAGE, { asOf: AS_OF_FUTURE_MESSAGE });
  }
}
