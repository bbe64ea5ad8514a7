import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedBeds } from '@bunkhouse/contract';
import type { Bed, BedListQuery, Paged } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { placesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type BedListParams = Partial<BedListQuery>;

/** GET /api/beds/?search=&room=&property=&ordering=&page=&page_size= */
export async function getBeds(query: BedListParams, signal?: AbortSignal): Promise<Paged<Bed>> {
  const body = await apiClient.get(`${apiPaths.beds}${toQueryString(query)}`, { signal });
  return pagedBeds.parse(body);
}

export const bedsQueryOptions = (query: BedListParams) =>
  queryOptions({
    queryKey: placesKeys.bedList(query),
    queryFn: ({ signal }) => getBeds(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBeds(query: BedListParams) {
  return useQuery(bedsQueryOptions(query));
}
