import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, businessSettings } from '@bunkhouse/contract';
import type { BusinessSettings } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { settingsKeys } from '../query-keys';

/**
 * GET /api/settings/: the business settings and the mailbox the server polls. Needs `settings.change`.
 * Settings > Business reads it; Create Order too, for the default deposit, as a secondary call (a
 * failure only leaves the deposit empty, and the server applies the default itself).
 */
export async function getSettings(signal?: AbortSignal, secondary = false): Promise<BusinessSettings> {
  return businessSettings.parse(await apiClient.get(apiPaths.settings, { signal, secondary }));
}

export const settingsQueryOptions = ({ secondary = false } = {}) =>
  queryOptions({
    queryKey: settingsKeys.business(),
    queryFn: ({ signal }) => getSettings(signal, secondary),
  });

/** `enabled`: asked only when the user may read the settings (anyone else would be refused). */
export function useSettings({ enabled = true, secondary = false } = {}) {
  return useQuery({ ...settingsQueryOptions({ secondary }), enabled });
}
