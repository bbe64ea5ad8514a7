import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedCandidates } from '@bunkhouse/contract';
import type { CandidateListQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { candidatesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type CandidateListParams = Partial<CandidateListQuery>;

/** GET /api/payment-candidates/?status=&search=&ordering=&page=&page_size=: a page of candidates. */
export async function getCandidates(query: CandidateListParams, signal?: AbortSignal) {
  const body = await apiClient.get(`${apiPaths.paymentCandidates}${toQueryString(query)}`, { signal });
  return pagedCandidates.parse(body);
}

export const candidatesQueryOptions = (query: CandidateListParams) =>
  queryOptions({
    queryKey: candidatesKeys.list(query),
    queryFn: ({ signal }) => getCandidates(query, signal),
    placeholderData: keepPreviousData,
  });

/** Needs `candidates.view`. */
export function useCandidates(query: CandidateListParams) {
  return useQuery(candidatesQueryOptions(query));
}
