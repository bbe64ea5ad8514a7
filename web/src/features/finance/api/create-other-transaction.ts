import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, otherTransaction } from '@bunkhouse/contract';
import type { OtherTransactionBody, Transaction } from '@bunkhouse/contract';
import { apiClient, type KeyedBody } from '../../../lib/api-client';
import { invalidateAfterPosting } from '../../../lib/query-keys';

/**
 * POST /api/transactions/ {type, sub_type_id, property_id, amount, tenant_id?, description}: an income
 * or expense row of a property ("other" in the form); no tenant balance changes.
 */
export async function createOtherTransaction({
  body,
  idempotencyKey,
}: KeyedBody<OtherTransactionBody>): Promise<Transaction> {
  return otherTransaction.parse(await apiClient.post(apiPaths.transactions, body, { idempotencyKey }));
}

/** The transactions list and the totals change (and a named tenant's history, if any). */
export function useCreateOtherTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOtherTransaction,
    onSuccess: () => invalidateAfterPosting(queryClient),
  });
}
