import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, subTypesResponse } from '@bunkhouse/contract';
import type { SubType, SubTypeListQuery } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { financeKeys } from '../query-keys';
import { toQueryString } from '../query-string';

export type SubTypeParams = Partial<SubTypeListQuery>;

/**
 * GET /api/transaction-sub-types/?is_active=&type=: payment methods, fee types, income and expense
 * categories, by name (a short list, not paged).
 */
export async function getSubTypes(query: SubTypeParams, signal?: AbortSignal): Promise<SubType[]> {
  const body = await apiClient.get(`${apiPaths.subTypes}${toQueryString(query)}`, { signal });
  return subTypesResponse.parse(body);
}

export const subTypesQueryOptions = (query: SubTypeParams) =>
  queryOptions({
    queryKey: financeKeys.subTypes(query),
    queryFn: ({ signal }) => getSubTypes(query, signal),
  });

export function useSubTypes(query: SubTypeParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subTypesQueryOptions(query), enabled });
}
