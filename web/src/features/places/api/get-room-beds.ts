import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedBeds, pathWithId } from '@bunkhouse/contract';
import type { Bed, Paged } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { placesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';
import type { BedListParams } from './get-beds';

/** The beds list's query without `room` and `property`: the room is in the path. */
export type RoomBedsParams = Omit<BedListParams, 'room' | 'property'>;

/** GET /api/rooms/{id}/beds/?search=&ordering=&page= */
export async function getRoomBeds(
  id: number,
  query: RoomBedsParams,
  signal?: AbortSignal,
): Promise<Paged<Bed>> {
  const body = await apiClient.get(`${pathWithId(apiPaths.roomBeds, id)}${toQueryString(query)}`, { signal });
  return pagedBeds.parse(body);
}

export const roomBedsQueryOptions = (id: number, query: RoomBedsParams) =>
  queryOptions({
    queryKey: placesKeys.roomBeds(id, query),
    queryFn: ({ signal }) => getRoomBeds(id, query, signal),
    placeholderData: keepPreviousData,
  });

export function useRoomBeds(id: number, query: RoomBedsParams) {
  return useQuery(roomBedsQueryOptions(id, query));
}
