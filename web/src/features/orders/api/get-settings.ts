import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, businessSettings } from '@bunkhouse/contract';
import type { BusinessSettings } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/**
 * GET /api/settings/ (needs `settings.change`), for Create Order's default deposit. A secondary call:
 * a failure only leaves the deposit empty (the server then applies the default itself). Under the
 * settings' own key, so a change saved in Settings shows here.
 */
export async function getSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return businessSettings.parse(await apiClient.get(apiPaths.settings, { signal, secondary: true }));
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.business(), queryFn: ({ signal }) => getSettings(signal) });

/** Asked only when the user may read the settings (`enabled`): anyone else would be refused. */
export function useSettings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...settingsQueryOptions(), enabled });
}
