import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@bunkhouse/contract';
import type { CurrentUser, LoginBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { ensureCsrfCookie } from './get-csrf-cookie';
import { getCurrentUser } from './get-current-user';

/** The login call itself succeeded, but the user could not be read afterwards. */
export class UserDataMissingError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The current user could not be read after login.', options);
    this.name = 'UserDataMissingError';
  }
}

/** POST /api/login/. A 400 here means wrong credentials, not an expired session. */
export async function postLogin(body: LoginBody): Promise<void> {
  await apiClient.post(apiPaths.login, body, { allowUnauthenticated: true });
}

/** Logs in, then reads the current user (SPEC.md §4 "Login"). */
export async function logIn(body: LoginBody): Promise<CurrentUser> {
  await ensureCsrfCookie();
  await postLogin(body);
  try {
    return await getCurrentUser();
  } catch (cause) {
    throw new UserDataMissingError({ cause });
  }
}

export function useLogin() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: logIn, onSuccess: (user) => setUser(user) });
}
