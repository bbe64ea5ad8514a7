import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, staffGroup } from '@bunkhouse/contract';
import type { GroupBody, StaffGroup } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateStaff } from '../../../lib/query-keys';

/** POST /api/groups/ */
export async function createGroup(body: GroupBody): Promise<StaffGroup> {
  return staffGroup.parse(await apiClient.post(apiPaths.groups, body));
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGroup, onSuccess: () => invalidateStaff(queryClient) });
}
