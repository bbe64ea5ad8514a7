import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedProperties } from '@bunkhouse/contract';
import type { Paged, Property, PropertyListQuery } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { placesKeys } from '../query-keys';
import { toQueryString } from '../query-string';

export type PropertyListParams = Partial<PropertyListQuery>;

/** GET /api/properties/?search=&is_active=&ordering=&page=&page_size= */
export async function getProperties(
  query: PropertyListParams,
  signal?: AbortSignal,
): Promise<Paged<Property>> {
  const body = await apiClient.get(`${apiPaths.properties}${toQueryString(query)}`, { signal });
  return pagedProperties.parse(body);
}

export const propertiesQueryOptions = (query: PropertyListParams) =>
  queryOptions({
    queryKey: placesKeys.propertyList(query),
    queryFn: ({ signal }) => getProperties(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProperties(query: PropertyListParams) {
  return useQuery(propertiesQueryOptions(query));
}
