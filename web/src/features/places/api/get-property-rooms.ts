import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedRooms, pathWithId } from '@bunkhouse/contract';
import type { Paged, Room } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { placesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';
import type { RoomListParams } from './get-rooms';

/** The rooms list's query without `property`: the property is in the path. */
export type PropertyRoomsParams = Omit<RoomListParams, 'property'>;

/** GET /api/properties/{id}/rooms/?search=&gender_designation=&ordering=&page= */
export async function getPropertyRooms(
  id: number,
  query: PropertyRoomsParams,
  signal?: AbortSignal,
): Promise<Paged<Room>> {
  const body = await apiClient.get(`${pathWithId(apiPaths.propertyRooms, id)}${toQueryString(query)}`, {
    signal,
  });
  return pagedRooms.parse(body);
}

export const propertyRoomsQueryOptions = (id: number, query: PropertyRoomsParams) =>
  queryOptions({
    queryKey: placesKeys.propertyRooms(id, query),
    queryFn: ({ signal }) => getPropertyRooms(id, query, signal),
    placeholderData: keepPreviousData,
  });

export function usePropertyRooms(id: number, query: PropertyRoomsParams) {
  return useQuery(propertyRoomsQueryOptions(id, query));
}
