import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPaths } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { paths } from '../../../lib/paths';

/** POST /api/logout/. */
export async function postLogout(): Promise<void> {
  await apiClient.post(apiPaths.logout);
}

/**
 * Logs out: on success the user and every cached query are forgotten and the login page opens; a
 * failure is only logged (SPEC.md §8).
 */
export function useLogout() {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogout,
    onSuccess: () => {
      void navigate(paths.login.href(), { replace: true });
      setUser(null);
      queryClient.clear();
    },
    onError: (error) => {
      console.error('Logout failed:', error);
    },
  });
}
