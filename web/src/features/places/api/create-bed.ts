import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, bed } from '@bunkhouse/contract';
import type { Bed, BedBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces } from '../../../lib/query-keys';

/** POST /api/beds/ */
export async function createBed(body: BedBody): Promise<Bed> {
  return bed.parse(await apiClient.post(apiPaths.beds, body));
}

/** A new bed shows in the bed lists, its room's beds and beds_count, and its property's beds_count. */
export function useCreateBed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBed,
    onSuccess: () => invalidatePlaces(queryClient, ['beds', 'rooms', 'properties']),
  });
}
