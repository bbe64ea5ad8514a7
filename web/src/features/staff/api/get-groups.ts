import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, groupsResponse } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/query-keys';

/** GET /api/groups/: every group by name, with its permissions and member count. */
export async function getGroups(signal?: AbortSignal) {
  return groupsResponse.parse(await apiClient.get(apiPaths.groups, { signal }));
}

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.groups(), queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupsQueryOptions());
