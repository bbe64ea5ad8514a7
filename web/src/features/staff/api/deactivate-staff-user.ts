import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, staffUser } from '@bunkhouse/contract';
import type { StaffUser } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateStaff } from '../../../lib/query-keys';

/**
 * POST /api/users/{id}/deactivate/: the user can no longer sign in and their sessions end at once.
 * Refused (400) for oneself and for the last active superuser.
 */
export async function deactivateStaffUser(id: number): Promise<StaffUser> {
  return staffUser.parse(await apiClient.post(pathWithId(apiPaths.userDeactivate, id), {}));
}

export function useDeactivateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateStaffUser, onSuccess: () => invalidateStaff(queryClient) });
}
