import { asOfSchema } from '../schemas/index.js';

export { AS_OF_MESSAGE, asOfSchema } from '../schemas/index.js';

/** The optional `asOf` of a report's query: the reports that can be seen as they stood. */
export const asOfQuery = { asOf: asOfSchema.optional() };
