import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces, placesKeys } from '../../../lib/query-keys';

/** DELETE /api/properties/{id}/ — refused (400) while the property has rooms. */
export async function deleteProperty(id: number): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.property, id));
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_result, id) => invalidatePlaces(queryClient, ['properties'], placesKeys.property(id)),
  });
}
