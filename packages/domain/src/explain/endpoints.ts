import { signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { explainQuerySchema, explanationSchema } from './contracts.js';

export const explainEndpoints = {
  explain: endpoint({
    method: 'GET',
    path: '/api/explain',
    tags: ['reports'],
    summary:
      "Why a report's figure is what it is: the rule in one sentence, the facts it is the sum of, and the events behind them (who, when, typed, corrected or synced); asOf gives the figure as it stood at that instant and the events recorded since. Plain users explain their own figures only",
    query: explainQuerySchema,
    responses: { 200: explanationSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
};
