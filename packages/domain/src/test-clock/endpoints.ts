import { z } from 'zod';
import { allow, SETTINGS_ROLES } from '../access/index.js';
import { DATE_RANGE_MESSAGE, isDateInRange } from '../calendar/index.js';
import { endpoint, errorResponses } from '../shared/index.js';

/**
 * Moves the server's clock for end-to-end tests. The API registers it only when
 * TEST_CLOCK=1; otherwise the route does not exist at all (404). Even then only an Admin
 * moves it: a server left with TEST_CLOCK=1 must not let anyone change every date.
 */
export const testClockEndpoints = {
  set: endpoint({
    method: 'PUT',
    path: '/api/_test/clock',
    tags: ['test'],
    summary: "Move the server's clock (TEST_CLOCK=1 only)",
    hidden: true,
    body: z.strictObject({
      // The server's dates stay within the range every date field keeps (decision 11).
      now: z.iso
        .datetime({ offset: true })
        // Runs on a malformed value too (the format check does not abort): no Invalid Date.
        .refine((now) => isDateInRange(new Date(now).toISOString().slice(0, 10)), {
          message: DATE_RANGE_MESSAGE,
          when: (payload) => payload.issues.length === 0,
        }),
    }),
    responses: { 200: z.object({ now: z.string() }), ...errorResponses(400, 401, 403) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
};
