import { formatDateTime } from '@teamledger/domain';
import { createContext, useContext } from 'react';

/** The company's time zone as the session knows it (GET /api/me). */
const CompanyTimeZoneContext = createContext<string | null>(null);

export const CompanyTimeZoneProvider = CompanyTimeZoneContext.Provider;

/**
 * The company's clock (D193). Outside a signed-in layout (a component test) the browser's
 * zone stands in.
 */
export function useCompanyTimeZone(): string {
  return useContext(CompanyTimeZoneContext) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A moment in the one on-screen shape, on the company's clock: 'Nov 27, 2026, 5:12 PM'. */
export function DateTimeText({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at, useCompanyTimeZone())}</time>;
}

/**
 * How a screen seen as of an instant names it, on the company's clock as the As of field
 * takes it, the zone named: 'as of Mar 9, 2026, 6:00 PM UTC'.
 */
export function useAsOfText(): (asOf: string) => string {
  const timeZone = useCompanyTimeZone();
  return (asOf) => `as of ${formatDateTime(asOf, timeZone)} ${timeZone}`;
}
