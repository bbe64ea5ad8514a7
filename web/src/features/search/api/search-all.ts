import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, SEARCH_MIN_LENGTH, searchAllResponse } from '@bunkhouse/contract';
import type { SearchAllResponse } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** A text's results stay fresh this long: typing it again (or Back) shows them without asking. */
const FRESH_MS = 30_000;

/** GET /api/search/?q=: the tenants, beds, rooms, properties and transactions `q` finds, by kind. */
export async function searchAll(q: string, signal?: AbortSignal): Promise<SearchAllResponse> {
  return searchAllResponse.parse(
    await apiClient.get(`${apiPaths.search}${toQueryString({ q })}`, { signal }),
  );
}

export const searchAllQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => searchAll(q, signal),
    staleTime: FRESH_MS,
  });

/**
 * The results of `q` (trimmed), asked only from SEARCH_MIN_LENGTH characters; while the next text's
 * results load, the last ones stay on screen (`isPlaceholderData`).
 */
export function useSearchAll(q: string) {
  return useQuery({
    ...searchAllQueryOptions(q),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
