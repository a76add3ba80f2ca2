import { z } from 'zod';
import { publicRoute } from '../access/index.js';
import { endpoint } from '../shared/index.js';

/**
 * Moves the server's clock for end-to-end tests. The API registers it only when
 * TEST_CLOCK=1; otherwise the route does not exist at all (404).
 */
export const testClockEndpoints = {
  set: endpoint({
    method: 'PUT',
    path: '/api/_test/clock',
    tags: ['test'],
    summary: "Move the server's clock (TEST_CLOCK=1 only)",
    hidden: true,
    body: z.strictObject({ now: z.iso.datetime({ offset: true }) }),
    responses: { 200: z.object({ now: z.string() }) },
    access: publicRoute,
  }),
};
