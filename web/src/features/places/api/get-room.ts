import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pathWithId, room } from '@bunkhouse/contract';
import type { Room } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { placesKeys } from '../../../lib/query-keys';

/** GET /api/rooms/{id}/ */
export async function getRoom(id: number, signal?: AbortSignal): Promise<Room> {
  return room.parse(await apiClient.get(pathWithId(apiPaths.room, id), { signal }));
}

export const roomQueryOptions = (id: number) =>
  queryOptions({ queryKey: placesKeys.room(id), queryFn: ({ signal }) => getRoom(id, signal) });

export function useRoom(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...roomQueryOptions(id), enabled: options.enabled ?? true });
}
