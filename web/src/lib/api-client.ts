import { IDEMPOTENCY_KEY_HEADER } from '@bunkhouse/contract';
import { paths } from './paths';

/**
 * The one place that talks to the server. Same origin, cookies included, JSON both ways (an upload
 * sends FormData), the CSRF cookie echoed in `X-CSRFToken`, a money write's `Idempotency-Key` when
 * given one (decision 026). What happens on 401/403/500 is the error
 * catalogue of SPEC.md §8; how to navigate or sign the user out is supplied by the app through
 * `configureApiClient`.
 */

/** The server answered with an error status. `body` is the parsed JSON, or the text when not JSON. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The request that failed, for the generic action message (form-errors.ts `toErrorMessage`). */
  readonly request: { method: string; url: string } | null;

  constructor(status: number, body: unknown, request: { method: string; url: string } | null = null) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.request = request;
  }
}

/** No answer from the server at all (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

export interface ApiClientHandlers {
  /** The pathname the app shows now. */
  currentPath: () => string;
  /** Open another page of the app (used for /403, /403-csrf and /500). */
  navigate: (to: string) => void;
  /** The session is gone: forget the user and send them to log in, remembering where they were. */
  onUnauthenticated: () => void;
}

let handlers: ApiClientHandlers | null = null;

/** Installs the app's handlers; returns a function that removes them again. */
export function configureApiClient(next: ApiClientHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = null;
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; a `FormData` is sent as it is (multipart/form-data, an upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** Leave a 401 to the caller instead of ending the session (the startup check and login). */
  allowUnauthenticated?: boolean;
  /** A secondary call (the footer's settings): any failure is the caller's; the page never moves. */
  secondary?: boolean;
  /**
   * Sent as `Idempotency-Key` (a money POST, decision 026): the same submission sent again with the
   * same key is answered with what the first one recorded, never recorded twice. `useForm` makes one
   * per submission (`newIdempotencyKey`).
   */
  idempotencyKey?: string;
}

/** A money write's body and the Idempotency-Key of its submission: a mutation's variables. */
export interface KeyedBody<T> {
  body: T;
  idempotencyKey?: string;
}

/**
 * A new Idempotency-Key: 128 random bits as hex. `crypto.getRandomValues`, not `randomUUID`, which a
 * page served over plain HTTP (an address on the local network) does not have.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** 403 responses on these pages are left to the page itself (SPEC.md §8). */
const PATHS_WITHOUT_FORBIDDEN_REDIRECT: readonly string[] = [
  paths.login.pattern,
  paths.logout.pattern,
  paths.home.pattern,
];

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function mentionsCsrf(body: unknown): boolean {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && /csrf/i.test(detail);
}

function reportError(error: ApiError, options: RequestOptions): void {
  if (!handlers || options.secondary) return;
  const path = handlers.currentPath();
  if (error.status === 401) {
    if (!options.allowUnauthenticated && path !== paths.login.pattern) handlers.onUnauthenticated();
  } else if (error.status === 403) {
    if (!PATHS_WITHOUT_FORBIDDEN_REDIRECT.includes(path)) {
      handlers.navigate(mentionsCsrf(error.body) ? paths.csrfFailed.href() : paths.forbidden.href());
    }
  } else if (error.status === 500) {
    handlers.navigate(paths.serverError.href());
  }
}

/** Sends one request; resolves with the parsed body, rejects with `ApiError` or `NetworkError`. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const csrfToken = readCookie(CSRF_COOKIE);
  if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  const hasBody = options.body !== undefined;
  // The browser writes a FormData's Content-Type itself, with the multipart boundary.
  const isForm = options.body instanceof FormData;
  if (hasBody && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as { name?: unknown } | null)?.name === 'AbortError') throw cause; // cancelled on purpose
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new NetworkError(message, { cause });
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, body, { method: options.method ?? 'GET', url });
    reportError(error, options);
    throw error;
  }
  return body as T;
}

type WithoutMethod = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T = unknown>(url: string, options?: WithoutMethod) => request<T>(url, { ...options, method: 'GET' }),
  post: <T = unknown>(url: string, body?: unknown, options?: WithoutMethod) =>
    request<T>(url, { ...options, method: 'POST', body }),
  put: <T = unknown>(url: string, body?: unknown, options?: WithoutMethod) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(url: string, body?: unknown, options?: WithoutMethod) =>
    request<T>(url, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(url: string, options?: WithoutMethod) =>
    request<T>(url, { ...options, method: 'DELETE' }),
};
