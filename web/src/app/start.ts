import { startRequest } from '../lib/started-requests';
import { screensAt } from './screens';

/**
 * What a visit needs first, asked for before React, the router and the query client are
 * evaluated (main.tsx imports this module first): who is signed in, the chunks of the
 * screens the address shows (with the contracts' chunk they import) and the report
 * requests those screens open with. All of these used to wait for
 * the router, which loads a screen's chunk only once it is built, and for that chunk's
 * contracts (zod), which build every schema as they load. The router and the queries
 * later pick up the same chunks and the same answers (lib/started-requests.ts).
 */
export const ME_PATH = '/api/me';

export function startFirstRequests(pathname: string): void {
  startRequest(ME_PATH);
  for (const screen of screensAt(pathname)) {
    for (const url of screen.openingRequests?.() ?? []) startRequest(url);
    // A chunk that fails to load is the router's to report, when it asks for it again.
    screen.load().catch(() => undefined);
  }
}

startFirstRequests(window.location.pathname);
