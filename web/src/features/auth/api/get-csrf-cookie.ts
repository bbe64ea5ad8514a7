import { apiPaths } from '@bunkhouse/contract';
import { apiClient, CSRF_COOKIE, readCookie } from '../../../lib/api-client';

/** GET /api/csrf/: the server sets the `csrftoken` cookie; the body is not read. */
export async function getCsrfCookie(): Promise<void> {
  await apiClient.get(apiPaths.csrf, { allowUnauthenticated: true });
}

/** Fetches the CSRF cookie only when the browser does not hold one yet. */
export async function ensureCsrfCookie(): Promise<void> {
  if (!readCookie(CSRF_COOKIE)) await getCsrfCookie();
}
