import type { IsoDate } from '@teamledger/domain';
import { createContext, useContext } from 'react';

/** The company's today as the session knows it (GET /api/me), for every date picker. */
const CompanyTodayContext = createContext<IsoDate | null>(null);

export const CompanyTodayProvider = CompanyTodayContext.Provider;

/**
 * The today a picker counts from: the one a report answered with when it has answered (it
 * follows midnight), else the session's, so no control waits for a report that failed.
 */
export function useCompanyToday(answered: IsoDate | null | undefined): IsoDate | null {
  const session = useContext(CompanyTodayContext);
  return answered ?? session;
}
