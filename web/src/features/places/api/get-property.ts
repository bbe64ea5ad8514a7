import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pathWithId, property } from '@bunkhouse/contract';
import type { Property } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { placesKeys } from '../../../lib/query-keys';

/** GET /api/properties/{id}/ */
export async function getProperty(id: number, signal?: AbortSignal): Promise<Property> {
  return property.parse(await apiClient.get(pathWithId(apiPaths.property, id), { signal }));
}

export const propertyQueryOptions = (id: number) =>
  queryOptions({ queryKey: placesKeys.property(id), queryFn: ({ signal }) => getProperty(id, signal) });

export function useProperty(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...propertyQueryOptions(id), enabled: options.enabled ?? true });
}
