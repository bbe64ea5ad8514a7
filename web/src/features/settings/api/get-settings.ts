import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, businessSettings } from '@bunkhouse/contract';
import type { BusinessSettings } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/** GET /api/settings/: the business settings and the mailbox the server polls. Needs `settings.change`. */
export async function getSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return businessSettings.parse(await apiClient.get(apiPaths.settings, { signal }));
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.business(), queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
