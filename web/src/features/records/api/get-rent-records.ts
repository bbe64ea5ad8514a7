import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedRentRecords } from '@bunkhouse/contract';
import type { PagedRentRecords, RentRecordListQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { recordsKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type RentRecordListParams = Partial<RentRecordListQuery>;

/**
 * GET /api/rent-confirmations/?status=&due_from=&due_to=&property=&tenant=&ordering=&page=&page_size=:
 * a page of rent records, and what remains unpaid over the whole filter (`outstanding`).
 */
export async function getRentRecords(
  query: RentRecordListParams,
  signal?: AbortSignal,
): Promise<PagedRentRecords> {
  const body = await apiClient.get(`${apiPaths.rentConfirmations}${toQueryString(query)}`, { signal });
  return pagedRentRecords.parse(body);
}

export const rentRecordsQueryOptions = (query: RentRecordListParams) =>
  queryOptions({
    queryKey: recordsKeys.list(query),
    queryFn: ({ signal }) => getRentRecords(query, signal),
    placeholderData: keepPreviousData,
  });

/** Needs `orders.view` (rent confirmations belong to orders). */
export function useRentRecords(query: RentRecordListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rentRecordsQueryOptions(query), enabled });
}
