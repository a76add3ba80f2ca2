import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsViewSchema, type Settings } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

export const settingsQueryKey = ['settings'] as const;

/** GET /api/settings (Admin and superAdmin): HR email and person, time zone, reminders. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get('/api/settings', { schema: settingsViewSchema, signal });
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
