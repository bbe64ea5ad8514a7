import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, payment } from '@bunkhouse/contract';
import type { Payment, PaymentBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterPosting } from '../../../lib/query-keys';

/** POST /api/payments/ {tenant_id, amount, method_id, description}: raises the tenant's balance. */
export async function createPayment(body: PaymentBody): Promise<Payment> {
  return payment.parse(await apiClient.post(apiPaths.payments, body));
}

/** The tenant's balance and history change, and so do the transactions list and the totals. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPayment, onSuccess: () => invalidateAfterPosting(queryClient) });
}
