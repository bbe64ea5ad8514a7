import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, staffUser } from '@bunkhouse/contract';
import type { StaffUser } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateStaff } from '../../../lib/query-keys';

/** POST /api/users/{id}/activate/: the user may sign in again. */
export async function activateStaffUser(id: number): Promise<StaffUser> {
  return staffUser.parse(await apiClient.post(pathWithId(apiPaths.userActivate, id), {}));
}

export function useActivateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateStaffUser, onSuccess: () => invalidateStaff(queryClient) });
}
