import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, DEFAULT_PAGE_SIZE, pagedTransactions, pathWithId } from '@bunkhouse/contract';
import type { Paged, TenantTransactionsQuery, Transaction, TransactionType } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { tenantsKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type TenantTransactionsParams = Partial<TenantTransactionsQuery>;

/** GET /api/tenants/{id}/transactions/?type=&page=&page_size=: the tenant's ledger rows, newest first. */
export async function getTenantTransactions(
  id: number,
  query: TenantTransactionsParams,
  signal?: AbortSignal,
): Promise<Paged<Transaction>> {
  const url = `${pathWithId(apiPaths.tenantTransactions, id)}${toQueryString(query)}`;
  return pagedTransactions.parse(await apiClient.get(url, { signal }));
}

/** Page after page of the history (Load more), of the chosen types or all of them. */
export const tenantTransactionsQueryOptions = (id: number, types: readonly TransactionType[]) =>
  infiniteQueryOptions({
    queryKey: tenantsKeys.transactions(id, types),
    queryFn: ({ pageParam, signal }) =>
      getTenantTransactions(id, { type: [...types], page: pageParam, page_size: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });

export function useTenantTransactions(id: number, types: readonly TransactionType[]) {
  const queryClient = useQueryClient();
  const options = tenantTransactionsQueryOptions(id, types);
  const query = useInfiniteQuery(options);
  /** Show less: back to the first page. */
  const showFirstPage = () =>
    queryClient.setQueryData(options.queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
  return { ...query, showFirstPage };
}
