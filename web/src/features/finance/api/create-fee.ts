import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, fee } from '@bunkhouse/contract';
import type { Fee, FeeBody } from '@bunkhouse/contract';
import { apiClient, type KeyedBody } from '../../../lib/api-client';
import { invalidateAfterPosting } from '../../../lib/query-keys';

/** POST /api/fees/ {tenant_id, amount, type_id, description}: a charge that lowers the balance. */
export async function createFee({ body, idempotencyKey }: KeyedBody<FeeBody>): Promise<Fee> {
  return fee.parse(await apiClient.post(apiPaths.fees, body, { idempotencyKey }));
}

/** The tenant's balance and history change, and so does the transactions list. */
export function useCreateFee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFee, onSuccess: () => invalidateAfterPosting(queryClient) });
}
