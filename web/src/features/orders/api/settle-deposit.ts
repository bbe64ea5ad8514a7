import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, depositStatement, pathWithId } from '@bunkhouse/contract';
import type { DepositStatement, SettlementBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterPosting, ordersKeys } from '../../../lib/query-keys';

export interface SettleDepositRequest {
  orderId: number;
  body: SettlementBody;
}

/**
 * POST /api/orders/{id}/deposit/ {deductions, booked_on}: the move-out settlement, once — the
 * deductions charged as fees, the deposit released to the tenant's balance. Answers the statement.
 */
export async function settleDeposit({ orderId, body }: SettleDepositRequest): Promise<DepositStatement> {
  return depositStatement.parse(await apiClient.post(pathWithId(apiPaths.orderDeposit, orderId), body));
}

/**
 * The statement is the answer; the fees and the release are postings like a payment's (the tenant's
 * balance and history, the records, the transactions, the reports and the deposits they hold).
 */
export function useSettleDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleDeposit,
    onSuccess: (statement) => {
      queryClient.setQueryData(ordersKeys.deposit(statement.order_id), statement);
      invalidateAfterPosting(queryClient);
    },
  });
}
