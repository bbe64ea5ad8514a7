import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, staffCreated } from '@bunkhouse/contract';
import type { StaffCreateBody, StaffCreated } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateStaff } from '../../../lib/query-keys';

/** POST /api/users/: without a password the server makes one up and answers it once. */
export async function createStaffUser(body: StaffCreateBody): Promise<StaffCreated> {
  return staffCreated.parse(await apiClient.post(apiPaths.users, body));
}

/** A new user shows in the list, and in their groups' member counts. */
export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaffUser, onSuccess: () => invalidateStaff(queryClient) });
}
