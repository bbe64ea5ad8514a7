import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedRooms } from '@bunkhouse/contract';
import type { Paged, Room, RoomListQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { placesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type RoomListParams = Partial<RoomListQuery>;

/** GET /api/rooms/?search=&gender_designation=&property=&ordering=&page=&page_size= */
export async function getRooms(query: RoomListParams, signal?: AbortSignal): Promise<Paged<Room>> {
  const body = await apiClient.get(`${apiPaths.rooms}${toQueryString(query)}`, { signal });
  return pagedRooms.parse(body);
}

export const roomsQueryOptions = (query: RoomListParams) =>
  queryOptions({
    queryKey: placesKeys.roomList(query),
    queryFn: ({ signal }) => getRooms(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRooms(query: RoomListParams) {
  return useQuery(roomsQueryOptions(query));
}
