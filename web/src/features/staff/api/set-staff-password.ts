import { useMutation } from '@tanstack/react-query';
import { apiPaths, passwordReset, pathWithId } from '@bunkhouse/contract';
import type { PasswordReset, SetPasswordBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/users/{id}/set_password/: the password a manager chose, or without one a generated
 * password, answered once. Nothing on screen changes, so nothing is reloaded.
 */
export async function setStaffPassword({
  id,
  body,
}: {
  id: number;
  body: SetPasswordBody;
}): Promise<PasswordReset> {
  return passwordReset.parse(await apiClient.post(pathWithId(apiPaths.userSetPassword, id), body));
}

export const useSetStaffPassword = () => useMutation({ mutationFn: setStaffPassword });
