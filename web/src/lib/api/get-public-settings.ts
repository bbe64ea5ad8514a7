import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, publicSettings } from '@bunkhouse/contract';
import type { PublicSettings } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { settingsKeys } from '../query-keys';

/**
 * GET /api/settings/public/: the business name and contact e-mail, to anyone (the footer; a failure
 * leaves the defaults), and the business time zone.
 */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return publicSettings.parse(await apiClient.get(apiPaths.publicSettings, { signal, secondary: true }));
}

/** They change only from Settings, which reloads them; a failure is not asked again. */
export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: Infinity,
    retry: false,
  });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
