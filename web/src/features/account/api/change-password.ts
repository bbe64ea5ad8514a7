import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@bunkhouse/contract';
import type { PasswordChangeBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/user/password/: the signed-in user's own password; their other sessions end. */
export async function postPasswordChange(body: PasswordChangeBody): Promise<void> {
  await apiClient.post(apiPaths.passwordChange, body);
}

export const useChangePassword = () => useMutation({ mutationFn: postPasswordChange });
