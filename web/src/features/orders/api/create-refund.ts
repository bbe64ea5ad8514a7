import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, refund } from '@bunkhouse/contract';
import type { Refund, RefundBody } from '@bunkhouse/contract';
import { apiClient, type KeyedBody } from '../../../lib/api-client';
import { invalidateAfterPosting } from '../../../lib/query-keys';

/**
 * POST /api/refunds/ {tenant_id, amount, method_id, description}: pays out part or all of the tenant's
 * credit (400 on an amount over it). Sent again under the same Idempotency-Key, it answers the refund
 * the first one recorded.
 */
export async function createRefund({ body, idempotencyKey }: KeyedBody<RefundBody>): Promise<Refund> {
  return refund.parse(await apiClient.post(apiPaths.refunds, body, { idempotencyKey }));
}

/** The tenant's balance and history change, the deposit's statement shows the balance now. */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRefund, onSuccess: () => invalidateAfterPosting(queryClient) });
}
