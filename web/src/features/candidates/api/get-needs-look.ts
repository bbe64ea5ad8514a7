import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedNeedsLook } from '@bunkhouse/contract';
import type { NeedsLookQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { candidatesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type NeedsLookParams = Partial<NeedsLookQuery>;

/**
 * GET /api/payment-candidates/needs-look/?page=&page_size=: the mails from a verified sender that no
 * rule or taught layout reads, each with its text, newest first.
 */
export async function getNeedsLook(query: NeedsLookParams, signal?: AbortSignal) {
  const body = await apiClient.get(`${apiPaths.needsLook}${toQueryString(query)}`, { signal });
  return pagedNeedsLook.parse(body);
}

export const needsLookQueryOptions = (query: NeedsLookParams) =>
  queryOptions({
    queryKey: candidatesKeys.needsLook(query),
    queryFn: ({ signal }) => getNeedsLook(query, signal),
    placeholderData: keepPreviousData,
  });

/** Needs `candidates.view`; asked with the page, folded or not (its count shows on the fold). */
export function useNeedsLook(query: NeedsLookParams) {
  return useQuery(needsLookQueryOptions(query));
}
