import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedAudit } from '@bunkhouse/contract';
import type { AuditListQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { auditKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type AuditParams = Partial<AuditListQuery>;

/** GET /api/audit-log/?entity=&action=&date_from=&date_to=&page=: newest first. Needs `audit.view`. */
export async function getAuditLog(query: AuditParams, signal?: AbortSignal) {
  return pagedAudit.parse(await apiClient.get(`${apiPaths.audit}${toQueryString(query)}`, { signal }));
}

export const auditQueryOptions = (query: AuditParams) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditParams) => useQuery(auditQueryOptions(query));
