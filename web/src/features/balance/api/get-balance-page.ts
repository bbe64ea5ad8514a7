import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, balancePage, pathWithId } from '@bunkhouse/contract';
import type { BalancePage } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { balanceKeys } from '../../../lib/query-keys';

/**
 * GET /api/balance/{token}/: one tenant's balance, to anyone holding the link (no sign-in); a 404
 * `{detail}` says the link is not valid or has expired. A secondary call: whatever fails is the
 * page's to show, it never moves to the staff's error pages.
 */
export async function getBalancePage(token: string, signal?: AbortSignal): Promise<BalancePage> {
  return balancePage.parse(
    await apiClient.get(pathWithId(apiPaths.balancePage, token), { signal, secondary: true }),
  );
}

/** The statement of the last 90 days as a PDF: a link the browser downloads. */
export const balanceStatementHref = (token: string) => pathWithId(apiPaths.balanceStatement, token);

export const balancePageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: balanceKeys.page(token),
    queryFn: ({ signal }) => getBalancePage(token, signal),
  });

export const useBalancePage = (token: string) => useQuery(balancePageQueryOptions(token));
