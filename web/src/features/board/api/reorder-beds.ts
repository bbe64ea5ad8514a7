import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, roomBedsInOrder } from '@bunkhouse/contract';
import type { Bed } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces } from '../../../lib/query-keys';

/** PUT /api/rooms/{id}/bed-order/: every bed of the room in the order wanted, numbered 1, 2, … so. */
export async function reorderBeds({ roomId, bedIds }: { roomId: number; bedIds: number[] }): Promise<Bed[]> {
  return roomBedsInOrder.parse(
    await apiClient.put(pathWithId(apiPaths.roomBedOrder, roomId), { bed_ids: bedIds }),
  );
}

/** The beds' numbers show on the board, the beds lists and the orders. */
export function useReorderBeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBeds,
    onSuccess: () => invalidatePlaces(queryClient, ['beds', 'rooms']),
  });
}
