import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, room } from '@bunkhouse/contract';
import type { Room, RoomBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces } from '../../../lib/query-keys';

/** PUT /api/rooms/{id}/ */
export async function updateRoom({ id, body }: { id: number; body: RoomBody }): Promise<Room> {
  return room.parse(await apiClient.put(pathWithId(apiPaths.room, id), body));
}

/** A room may move to another property (both counts change), and its number shows on its beds. */
export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: () => invalidatePlaces(queryClient, ['rooms', 'properties', 'beds']),
  });
}
