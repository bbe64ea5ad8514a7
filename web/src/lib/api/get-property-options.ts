import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@bunkhouse/contract';
import type { PropertyOption } from '@bunkhouse/contract';
import { placesKeys } from '../query-keys';
import { getProperties } from './get-properties';

/**
 * The choices of a property select: GET /api/properties/?search=…&page_size=100, as {id, address}.
 * The select searches the server as the user types, so a house with more properties still finds all.
 */
export async function getPropertyOptions(search: string, signal?: AbortSignal): Promise<PropertyOption[]> {
  const page = await getProperties({ search: search.trim() || undefined, page_size: MAX_PAGE_SIZE }, signal);
  return page.results.map(({ id, address }) => ({ id, address }));
}

export const propertyOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: placesKeys.propertyOptions(search),
    queryFn: ({ signal }) => getPropertyOptions(search, signal),
  });
