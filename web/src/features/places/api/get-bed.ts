import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, bed, pathWithId } from '@bunkhouse/contract';
import type { Bed } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { placesKeys } from '../../../lib/query-keys';

/** GET /api/beds/{id}/ — with its room and the room's property. */
export async function getBed(id: number, signal?: AbortSignal): Promise<Bed> {
  return bed.parse(await apiClient.get(pathWithId(apiPaths.bed, id), { signal }));
}

export const bedQueryOptions = (id: number) =>
  queryOptions({ queryKey: placesKeys.bed(id), queryFn: ({ signal }) => getBed(id, signal) });

export function useBed(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bedQueryOptions(id), enabled: options.enabled ?? true });
}
