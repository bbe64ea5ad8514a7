import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedAudit } from '@bunkhouse/contract';
import type { AuditEntry, Paged } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { auditKeys } from '../query-keys';
import { toQueryString } from '../query-string';

/** The records the server writes audit entries for, by the names it writes. */
export type HistoryEntity =
  'tenant' | 'order' | 'payment' | 'fee' | 'property' | 'room' | 'bed' | 'payment_candidate';

export interface HistoryQuery {
  entity: HistoryEntity;
  id: number | string;
  page: number;
}

/** Short pages: a history sits under a record's details. */
export const HISTORY_PAGE_SIZE = 10;

/** GET /api/audit-log/?entity=&entity_id=&page=: one record's entries, newest first. Needs `audit.view`. */
export async function getEntityHistory(
  { entity, id, page }: HistoryQuery,
  signal?: AbortSignal,
): Promise<Paged<AuditEntry>> {
  const query = toQueryString({ entity, entity_id: String(id), page, page_size: HISTORY_PAGE_SIZE });
  return pagedAudit.parse(await apiClient.get(`${apiPaths.audit}${query}`, { signal }));
}

export const entityHistoryQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: auditKeys.history(query.entity, query.id, query.page),
    queryFn: ({ signal }) => getEntityHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export const useEntityHistory = (query: HistoryQuery) => useQuery(entityHistoryQueryOptions(query));
