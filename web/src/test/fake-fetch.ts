import { vi } from 'vitest';
import type { CurrentUser } from '@bunkhouse/contract';
import { apiPaths } from '@bunkhouse/contract';

/**
 * Replaces `fetch` (the browser's network boundary, the only thing tests mock) with a table of
 * answers keyed by "METHOD /path/". A key with a query string answers only that exact URL; a key
 * without one answers the path with any query string (read `requests` to check the query). Unknown
 * requests answer 404 so a test notices them.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type Reply =
  Response | Promise<Response> | ((request: RecordedRequest) => Response | Promise<Response>);

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function installFakeFetch(routes: Record<string, Reply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    // A JSON body parsed; a FormData (an upload) as it was sent.
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const recorded = { method, url, headers: new Headers(init.headers), body, credentials: init.credentials };
    requests.push(recorded);
    const reply = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?', 1)[0]}`];
    if (reply === undefined) return json(404, { detail: `No fake for ${method} ${url}`, code: 'not_found' });
    return typeof reply === 'function' ? reply(recorded) : reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    requestsTo: (method: string, url: string) => requests.filter((r) => r.method === method && r.url === url),
    /** The query strings sent to a path, e.g. `queriesTo('GET', '/api/rooms/')` → ['?page=1&…']. */
    queriesTo: (method: string, path: string) =>
      requests
        .filter((r) => r.method === method && r.url.split('?', 1)[0] === path)
        .map((r) => r.url.slice(path.length)),
  };
}

export const aUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  username: 'maria',
  is_superuser: false,
  groups: ['Front desk'],
  permissions: ['tenants.view'],
  ...overrides,
});

/** The startup calls of a signed-in session. Fresh Responses each time: a body can be read once. */
export const signedInRoutes = (user: CurrentUser = aUser()): Record<string, Reply> => ({
  [`GET ${apiPaths.csrf}`]: () => csrfReply(),
  [`GET ${apiPaths.user}`]: () => json(200, user),
});

/** The startup calls when nobody is signed in. */
export const signedOutRoutes = (): Record<string, Reply> => ({
  [`GET ${apiPaths.csrf}`]: () => csrfReply(),
  [`GET ${apiPaths.user}`]: () =>
    json(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }),
});

function csrfReply(): Response {
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  return json(200, { detail: 'CSRF cookie set' });
}
