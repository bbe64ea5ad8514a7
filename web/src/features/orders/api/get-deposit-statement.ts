import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiPaths, depositStatement, pathWithId } from '@bunkhouse/contract';
import type { DepositStatement } from '@bunkhouse/contract';
import { ApiError, apiClient } from '../../../lib/api-client';
import type { RequestOptions } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

/**
 * GET /api/orders/{id}/deposit/: the deposit's statement — before the settlement what it holds, after
 * it the deductions, what was released and the balance. 404 when the order has no deposit.
 */
export async function getDepositStatement(
  id: number,
  options: Pick<RequestOptions, 'signal' | 'secondary'> = {},
): Promise<DepositStatement> {
  return depositStatement.parse(await apiClient.get(pathWithId(apiPaths.orderDeposit, id), options));
}

export const depositStatementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ordersKeys.deposit(id),
    queryFn: ({ signal }) => getDepositStatement(id, { signal }),
  });

export function useDepositStatement(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...depositStatementQueryOptions(id), enabled: options.enabled ?? true });
}

/**
 * After an order is completed: its statement when its deposit waits to be settled, else null (no
 * deposit: 404; settled already; or no answer, which is logged: a secondary call, the page stays). The
 * answer is kept for the settlement screen, which opens with it.
 */
export async function findDepositToSettle(
  queryClient: QueryClient,
  orderId: number,
): Promise<DepositStatement | null> {
  try {
    const statement = await queryClient.fetchQuery({
      queryKey: ordersKeys.deposit(orderId),
      queryFn: ({ signal }) => getDepositStatement(orderId, { signal, secondary: true }),
      staleTime: 0,
    });
    return statement.deposit.status === 'settled' ? null : statement;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) {
      console.error('Failed to read the deposit of the completed order:', error);
    }
    return null;
  }
}
