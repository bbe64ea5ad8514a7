import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateStaff } from '../../../lib/query-keys';

/** DELETE /api/groups/{id}/: refused (400) while the group has members, and for Managers. */
export async function deleteGroup(id: number): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.group, id));
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGroup, onSuccess: () => invalidateStaff(queryClient) });
}
