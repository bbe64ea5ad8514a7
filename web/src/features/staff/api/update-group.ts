import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, staffGroup } from '@bunkhouse/contract';
import type { GroupPatchBody, StaffGroup } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateStaff } from '../../../lib/query-keys';

/** PATCH /api/groups/{id}/: a new name, or the whole list of permissions. Refused for Managers. */
export async function updateGroup({ id, body }: { id: number; body: GroupPatchBody }): Promise<StaffGroup> {
  return staffGroup.parse(await apiClient.patch(pathWithId(apiPaths.group, id), body));
}

/** A group's name shows on its members' rows in the staff list too. */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGroup, onSuccess: () => invalidateStaff(queryClient) });
}
