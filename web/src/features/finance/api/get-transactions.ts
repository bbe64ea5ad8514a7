import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiPaths, DEFAULT_PAGE_SIZE, transactionPage } from '@bunkhouse/contract';
import type { TransactionListQuery, TransactionPage } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { financeKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** The filters and ordering of the list; the cursor comes from the server's `next`. */
export type TransactionListParams = Partial<Omit<TransactionListQuery, 'cursor' | 'page_size'>>;

/** `/api/transactions/?…`: the first page of the list. */
export const transactionsUrl = (query: TransactionListParams, path: string = apiPaths.transactions) =>
  `${path}${toQueryString({ ...query, page_size: DEFAULT_PAGE_SIZE })}`;

/**
 * The URL of a `next` link, as a path of this site: the server sends it relative (its filters and
 * the cursor kept), and only its path and query are ever followed.
 */
export function followNext(next: string): string {
  const url = new URL(next, `http://relative${apiPaths.transactions}`);
  return `${url.pathname}${url.search}`;
}

/** GET /api/transactions/?type=&sub_type=&property=&tenant=&date_from=&date_to=&ordering=, or a `next`. */
export async function getTransactions(url: string, signal?: AbortSignal): Promise<TransactionPage> {
  return transactionPage.parse(await apiClient.get(url, { signal }));
}

/** Page after page (Load more follows `next`). The page param is the URL to ask. */
export const transactionsQueryOptions = (query: TransactionListParams) =>
  infiniteQueryOptions({
    queryKey: financeKeys.transactions(query),
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: transactionsUrl(query),
    getNextPageParam: (last: TransactionPage) => (last.next ? followNext(last.next) : undefined),
    placeholderData: keepPreviousData,
  });

export function useTransactions(
  query: TransactionListParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const options = transactionsQueryOptions(query);
  const list = useInfiniteQuery({ ...options, enabled });
  /** Show less: back to the first page. */
  const showFirstPage = () =>
    queryClient.setQueryData(options.queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
  return { ...list, showFirstPage };
}
