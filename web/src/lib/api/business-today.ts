import { useQuery } from '@tanstack/react-query';
import { todayIn } from '@bunkhouse/contract';
import { todayDate } from '../format';
import { publicSettingsQueryOptions } from './get-public-settings';

/**
 * Today in the business time zone (DOMAIN "Time"), 'YYYY-MM-DD', which may not be the browser's:
 * undefined while the settings load; the browser's today when they could not be read (not asked again).
 * Kept out of get-public-settings.ts, which every screen's footer loads: lib/format brings date-fns.
 */
export function useBusinessToday(): string | undefined {
  const settings = useQuery({ ...publicSettingsQueryOptions(), retryOnMount: false });
  if (settings.isPending) return undefined;
  return settings.data ? todayIn(settings.data.time_zone) : todayDate();
}
