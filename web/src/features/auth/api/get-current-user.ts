import { queryOptions } from '@tanstack/react-query';
import { apiPaths, currentUser } from '@bunkhouse/contract';
import type { CurrentUser } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { getCsrfCookie } from './get-csrf-cookie';

/** GET /api/user/, checked against the contract. A 401 is the caller's to handle (not signed in). */
export async function getCurrentUser(): Promise<CurrentUser> {
  const body = await apiClient.get(apiPaths.user, { allowUnauthenticated: true });
  return currentUser.parse(body);
}

/**
 * The startup check: the CSRF cookie, then the current user. Run once through the query client so that
 * the loading overlay counts it like any other request; never refetched on its own.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: async () => {
    await getCsrfCookie();
    return getCurrentUser();
  },
  retry: false,
  staleTime: Infinity,
});
