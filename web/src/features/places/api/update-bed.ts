import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, bed, pathWithId } from '@bunkhouse/contract';
import type { Bed, BedBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces } from '../../../lib/query-keys';

/** PUT /api/beds/{id}/ */
export async function updateBed({ id, body }: { id: number; body: BedBody }): Promise<Bed> {
  return bed.parse(await apiClient.put(pathWithId(apiPaths.bed, id), body));
}

/** A bed may move to another room: both rooms' beds and counts change, and the properties' counts. */
export function useUpdateBed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBed,
    onSuccess: () => invalidatePlaces(queryClient, ['beds', 'rooms', 'properties']),
  });
}
