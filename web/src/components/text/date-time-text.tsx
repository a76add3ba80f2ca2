import { formatDateTime } from '@teamledger/domain';
import { createContext, useContext } from 'react';

/** The company's time zone as the session knows it (GET /api/me). */
const CompanyTimeZoneContext = createContext<string | null>(null);

export const CompanyTimeZoneProvider = CompanyTimeZoneContext.Provider;

/**
 * A moment in the one on-screen shape, on the company's clock (D193): 'Nov 27, 2026,
 * 5:12 PM'. Outside a signed-in layout (a component test) the browser's zone stands in.
 */
export function DateTimeText({ at }: { at: string }) {
  const timeZone =
    useContext(CompanyTimeZoneContext) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <time dateTime={at}>{formatDateTime(at, timeZone)}</time>;
}
