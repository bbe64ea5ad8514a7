import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces, placesKeys } from '../../../lib/query-keys';

/** DELETE /api/beds/{id}/ — refused (400) while the bed is in an order that is not completed. */
export async function deleteBed(id: number): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.bed, id));
}

/** The bed leaves the bed lists, its room's beds and beds_count, and its property's beds_count. */
export function useDeleteBed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBed,
    onSuccess: (_result, id) =>
      invalidatePlaces(queryClient, ['beds', 'rooms', 'properties'], placesKeys.bed(id)),
  });
}
