import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces, placesKeys } from '../../../lib/query-keys';

/** DELETE /api/rooms/{id}/ — refused (400) while the room has beds. */
export async function deleteRoom(id: number): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.room, id));
}

/** The room leaves the room lists and its property's rooms and rooms_count. */
export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: (_result, id) => invalidatePlaces(queryClient, ['rooms', 'properties'], placesKeys.room(id)),
  });
}
