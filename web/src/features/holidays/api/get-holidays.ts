import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { holidayListSchema, type HolidayList } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

export const holidaysQueryKey = ['holidays'] as const;

/** GET /api/holidays: one page of 20, the latest date first, and the company's today. */
export function getHolidays(page: number, signal?: AbortSignal): Promise<HolidayList> {
  return api.get('/api/holidays', { query: { page }, schema: holidayListSchema, signal });
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
