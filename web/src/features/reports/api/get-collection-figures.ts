import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, collectionFigures } from '@bunkhouse/contract';
import type { CollectionFigures } from '@bunkhouse/contract';
import type { ReportScope } from '../../../lib/api/get-report-total';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/**
 * GET /api/reportsapp/collection/?start=&end=&property=: how the rent due in the days was collected —
 * the rent charges counted, how many were paid on time (by the due date plus the grace days), the
 * on-time rate and the average days late (both null when no charge counts).
 */
export async function getCollectionFigures(
  scope: ReportScope,
  signal?: AbortSignal,
): Promise<CollectionFigures> {
  const query = toQueryString({ start: scope.start, end: scope.end, property: scope.property });
  return collectionFigures.parse(await apiClient.get(`${apiPaths.reportCollection}${query}`, { signal }));
}

export const collectionFiguresQueryOptions = (scope: ReportScope) =>
  queryOptions({
    queryKey: reportsKeys.collection({ start: scope.start, end: scope.end, property: scope.property }),
    queryFn: ({ signal }) => getCollectionFigures(scope, signal),
  });

/** Needs `reports.view`; nothing is asked while `scope` is null. */
export function useCollectionFigures(scope: ReportScope | null) {
  return useQuery({
    ...collectionFiguresQueryOptions(scope ?? { start: '', end: '' }),
    enabled: scope !== null,
  });
}
