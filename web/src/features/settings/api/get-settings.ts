import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints, type SettingsView } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const settingsQueryKey = ['settings'] as const;

/** GET /api/settings (Admin and superAdmin): HR email and person, time zone, reminders. */
export function getSettings(signal?: AbortSignal): Promise<SettingsView> {
  return callEndpoint(settingsEndpoints.get, { signal });
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
