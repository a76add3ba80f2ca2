import { SESSION_RANGE_KEY } from '../../../components/date-range/session-range-key';

/**
 * The report request each timed screen opens with, as the URL its prefetch asks for, built
 * without the contracts (zod), so the app's first module can send it while those are still
 * loading (app/start.ts). app/screens.unit.test.ts holds each equal to its screen's prefetch.
 */

/** /StandUpReport opens on today, everyone, page 1: no query. */
export const standupsReportOpeningRequests = (): string[] => ['/api/reports/standups'];

/**
 * /report1 opens on the server's last 7 days, unless a range was chosen earlier in this
 * browser session: that one is left to the screen, which checks what was stored.
 */
export function loginHoursReportOpeningRequests(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    return storage.getItem(SESSION_RANGE_KEY) === null ? ['/api/reports/login-hours'] : [];
  } catch {
    // Storage refused (a browser's privacy setting): the screen asks for itself.
    return [];
  }
}
