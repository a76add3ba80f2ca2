import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { holidayEndpoints, type HolidayList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const holidaysQueryKey = ['holidays'] as const;

/** LeavesList.csv: the same endpoint asked with Accept: text/csv. */
export const HOLIDAYS_CSV_PATH = holidayEndpoints.list.path;

/** GET /api/holidays: one page of 20, the latest date first, and the company's today. */
export function getHolidays(page: number, signal?: AbortSignal): Promise<HolidayList> {
  return callEndpoint(holidayEndpoints.list, { query: { page }, signal });
}

export const holidaysQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...holidaysQueryKey, page],
    queryFn: ({ signal }) => getHolidays(page, signal),
    placeholderData: keepPreviousData,
  });

export function useHolidays(page: number) {
  return useQuery(holidaysQueryOptions(page));
}
