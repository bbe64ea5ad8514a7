import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, firstPeriod } from '@bunkhouse/contract';
import type { FirstPeriod, PeriodPayment } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** The query as the contract's `firstPeriodQuery` reads it: 'YYYY-MM-DD', a period, a due day, '650.00'. */
export interface FirstPeriodParams {
  start_date: string;
  period_payment: PeriodPayment;
  due_day?: number;
  rent_amount: string;
}

/**
 * GET /api/orders/first_period/?start_date=&period_payment=&due_day=&rent_amount=: what the order
 * would charge first — the prorated first period due on the start date (or null), then full rent from
 * the first due date. Secondary: a failure only leaves the preview out, the dialog stays.
 */
export async function getFirstPeriod(query: FirstPeriodParams, signal?: AbortSignal): Promise<FirstPeriod> {
  const body = await apiClient.get(`${apiPaths.firstPeriod}${toQueryString({ ...query })}`, {
    signal,
    secondary: true,
  });
  return firstPeriod.parse(body);
}

/** The same query answers the same: the schedule depends only on what is asked. */
export const firstPeriodQueryOptions = (query: FirstPeriodParams) =>
  queryOptions({
    queryKey: ordersKeys.firstPeriod(query),
    queryFn: ({ signal }) => getFirstPeriod(query, signal),
    staleTime: Infinity,
  });

/** Nothing is asked while `query` is null (a field is missing or invalid). */
export function useFirstPeriod(query: FirstPeriodParams | null) {
  return useQuery({
    ...firstPeriodQueryOptions(query ?? { start_date: '', period_payment: 'monthly', rent_amount: '' }),
    enabled: query !== null,
  });
}
