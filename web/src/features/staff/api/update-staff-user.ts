import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, staffUser } from '@bunkhouse/contract';
import type { StaffPatchBody, StaffUser } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateStaff } from '../../../lib/query-keys';

/** PATCH /api/users/{id}/: name, e-mail, groups, the superuser flag. */
export async function updateStaffUser({
  id,
  body,
}: {
  id: number;
  body: StaffPatchBody;
}): Promise<StaffUser> {
  return staffUser.parse(await apiClient.patch(pathWithId(apiPaths.staffUser, id), body));
}

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaffUser, onSuccess: () => invalidateStaff(queryClient) });
}
