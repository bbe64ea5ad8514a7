import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, payment } from '@bunkhouse/contract';
import type { Payment, PaymentBody } from '@bunkhouse/contract';
import { apiClient, type KeyedBody } from '../../../lib/api-client';
import { invalidateAfterPosting } from '../../../lib/query-keys';

/**
 * POST /api/payments/ {tenant_id, amount, method_id, description}: raises the tenant's balance. Sent
 * again under the same Idempotency-Key, it answers the payment the first one recorded.
 */
export async function createPayment({ body, idempotencyKey }: KeyedBody<PaymentBody>): Promise<Payment> {
  return payment.parse(await apiClient.post(apiPaths.payments, body, { idempotencyKey }));
}

/** The tenant's balance and history change, and so do the transactions list and the totals. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPayment, onSuccess: () => invalidateAfterPosting(queryClient) });
}
