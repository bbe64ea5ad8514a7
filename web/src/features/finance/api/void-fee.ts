import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, fee, pathWithId } from '@bunkhouse/contract';
import type { Fee, VoidBody } from '@bunkhouse/contract';
import { apiClient, type KeyedBody } from '../../../lib/api-client';
import { invalidateAfterVoid } from '../../../lib/query-keys';

/**
 * POST /api/fees/{id}/void/ {reason}: a fee charged by mistake stays on record as void, a reversing
 * row gives its amount back, and what it had taken from payments covers other charges. Answers the fee.
 */
export async function voidFee({
  id,
  body,
  idempotencyKey,
}: KeyedBody<VoidBody> & { id: number }): Promise<Fee> {
  return fee.parse(await apiClient.post(pathWithId(apiPaths.feeVoid, id), body, { idempotencyKey }));
}

/** The tenant's balance and charges change, and so does the transactions list. */
export function useVoidFee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidFee, onSuccess: () => invalidateAfterVoid(queryClient) });
}
