import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedIngestLog } from '@bunkhouse/contract';
import type { IngestLogQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { candidatesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type IngestLogParams = Partial<IngestLogQuery>;

/** GET /api/payment-candidates/log/?outcome=&page=&page_size=: the stored messages, newest first. */
export async function getIngestLog(query: IngestLogParams, signal?: AbortSignal) {
  const body = await apiClient.get(`${apiPaths.paymentCandidatesLog}${toQueryString(query)}`, { signal });
  return pagedIngestLog.parse(body);
}

export const ingestLogQueryOptions = (query: IngestLogParams) =>
  queryOptions({
    queryKey: candidatesKeys.log(query),
    queryFn: ({ signal }) => getIngestLog(query, signal),
    placeholderData: keepPreviousData,
  });

/** Needs `candidates.view`; asked only while the log is shown. */
export function useIngestLog(query: IngestLogParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ingestLogQueryOptions(query), enabled });
}
