import { useQuery } from '@tanstack/react-query';
import { todayIn } from '@bunkhouse/contract';
import { publicSettingsQueryOptions } from './get-public-settings';

/**
 * The business time zone of the public settings (DOMAIN "Time"), which may not be the browser's:
 * undefined while they load; the browser's own when they could not be read (not asked again).
 */
export function useBusinessTimeZone(): string | undefined {
  const settings = useQuery({ ...publicSettingsQueryOptions(), retryOnMount: false });
  if (settings.isPending) return undefined;
  return settings.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Today in the business time zone, 'YYYY-MM-DD' (the forms' dates default to it): undefined while
 * the settings load. Kept out of get-public-settings.ts, which every screen's footer loads.
 */
export function useBusinessToday(): string | undefined {
  const timeZone = useBusinessTimeZone();
  return timeZone && todayIn(timeZone);
}

/** The business day a timestamp fell on ('2026-11-28T03:00:00Z' → '2026-11-27' in New York). */
export const businessDayOf = (timestamp: string, timeZone: string): string =>
  todayIn(timeZone, new Date(timestamp));
