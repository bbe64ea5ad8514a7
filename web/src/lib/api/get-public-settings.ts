import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, publicSettings, todayIn } from '@bunkhouse/contract';
import type { PublicSettings } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { todayDate } from '../format';
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

/**
 * Today in the business time zone (DOMAIN "Time"), 'YYYY-MM-DD', which may not be the browser's:
 * undefined while the settings load; the browser's today when they could not be read (not asked again).
 */
export function useBusinessToday(): string | undefined {
  const settings = useQuery({ ...publicSettingsQueryOptions(), retryOnMount: false });
  if (settings.isPending) return undefined;
  return settings.data ? todayIn(settings.data.time_zone) : todayDate();
}
