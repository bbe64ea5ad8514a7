import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedStaff } from '@bunkhouse/contract';
import type { StaffListQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type StaffParams = Partial<StaffListQuery>;

/** GET /api/users/?is_active=&search=&page=&page_size=: staff users by username. Needs `users.manage`. */
export async function getStaff(query: StaffParams, signal?: AbortSignal) {
  return pagedStaff.parse(await apiClient.get(`${apiPaths.users}${toQueryString(query)}`, { signal }));
}

export const staffQueryOptions = (query: StaffParams) =>
  queryOptions({
    queryKey: staffKeys.users(query),
    queryFn: ({ signal }) => getStaff(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaff = (query: StaffParams) => useQuery(staffQueryOptions(query));
