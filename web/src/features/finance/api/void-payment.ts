import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, payment } from '@bunkhouse/contract';
import type { Payment, VoidBody } from '@bunkhouse/contract';
import { apiClient, type KeyedBody } from '../../../lib/api-client';
import { invalidateAfterVoid } from '../../../lib/query-keys';

/**
 * POST /api/payments/{id}/void/ {reason}: a payment entered by mistake stays on record as void, a
 * reversing row takes its money back, and the charges it paid are unpaid again. Answers the payment.
 */
export async function voidPayment({
  id,
  body,
  idempotencyKey,
}: KeyedBody<VoidBody> & { id: number }): Promise<Payment> {
  return payment.parse(await apiClient.post(pathWithId(apiPaths.paymentVoid, id), body, { idempotencyKey }));
}

/** The tenant's balance and charges change, and so do the transactions list and the totals. */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidPayment, onSuccess: () => invalidateAfterVoid(queryClient) });
}
