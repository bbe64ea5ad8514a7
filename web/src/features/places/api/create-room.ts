import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, room } from '@bunkhouse/contract';
import type { Room, RoomBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces } from '../../../lib/query-keys';

/** POST /api/rooms/ */
export async function createRoom(body: RoomBody): Promise<Room> {
  return room.parse(await apiClient.post(apiPaths.rooms, body));
}

/** A new room shows in the room lists, and in its property's rooms and rooms_count. */
export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => invalidatePlaces(queryClient, ['rooms', 'properties']),
  });
}
