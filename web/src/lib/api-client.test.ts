import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError, configureApiClient, NetworkError, newIdempotencyKey } from './api-client';
import type { ApiClientHandlers } from './api-client';
import { installFakeFetch, json } from '../test/fake-fetch';

describe('api client', () => {
  let handlers: ApiClientHandlers & { path: string };
  let removeHandlers: () => void;

  beforeEach(() => {
    handlers = {
      path: '/tenants',
      currentPath: () => handlers.path,
      navigate: vi.fn(),
      onUnauthenticated: vi.fn(),
    };
    removeHandlers = configureApiClient(handlers);
  });

  afterEach(() => removeHandlers());

  it('sends cookies, JSON and the CSRF cookie as X-CSRFToken', async () => {
    document.cookie = 'csrftoken=abc%3D123; path=/';
    const { requests } = installFakeFetch({ 'POST /api/tenants/': json(201, { id: 7 }) });

    await expect(apiClient.post('/api/tenants/', { first_name: 'Ann' })).resolves.toEqual({ id: 7 });

    const [sent] = requests;
    expect(sent?.credentials).toBe('include');
    expect(sent?.headers.get('X-CSRFToken')).toBe('abc=123');
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(sent?.body).toEqual({ first_name: 'Ann' });
  });

  it('sends no X-CSRFToken header while there is no CSRF cookie', async () => {
    const { requests } = installFakeFetch({ 'GET /api/csrf/': json(200, {}) });
    await apiClient.get('/api/csrf/');
    expect(requests[0]?.headers.has('X-CSRFToken')).toBe(false);
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends a FormData as it is, with the CSRF header and no JSON Content-Type', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    const { requests } = installFakeFetch({ 'POST /api/uploads/': json(200, { ok: true }) });
    const form = new FormData();
    form.append('files', new File(['From: a@b.c'], 'a.eml', { type: 'message/rfc822' }));

    await expect(apiClient.post('/api/uploads/', form)).resolves.toEqual({ ok: true });

    const [sent] = requests;
    expect(sent?.headers.get('X-CSRFToken')).toBe('abc');
    expect(sent?.headers.has('Content-Type')).toBe(false);
    expect(sent?.body).toBe(form);
  });

  it('sends an Idempotency-Key when given one, and makes a new random one each time', async () => {
    const { requests } = installFakeFetch({ 'POST /api/payments/': () => json(201, { id: 7 }) });
    const key = newIdempotencyKey();
    await apiClient.post('/api/payments/', { amount: '5.00' }, { idempotencyKey: key });
    await apiClient.post('/api/payments/', { amount: '5.00' });
    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual([key, null]);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('resolves with nothing on 204', async () => {
    installFakeFetch({ 'DELETE /api/beds/3/': new Response(null, { status: 204 }) });
    await expect(apiClient.delete('/api/beds/3/')).resolves.toBeUndefined();
  });

  it('throws ApiError with the status and the parsed body, and passes 400 to the caller', async () => {
    const body = { phone: ['Phone number must be at least 10 digits.'] };
    installFakeFetch({ 'PUT /api/tenants/1/': json(400, body) });

    const error = await apiClient.put('/api/tenants/1/', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body });
    expect(handlers.navigate).not.toHaveBeenCalled();
    expect(handlers.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('keeps a body that is not JSON as text', async () => {
    installFakeFetch({ 'GET /api/beds/': new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    await expect(apiClient.get('/api/beds/')).rejects.toMatchObject({
      status: 502,
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('opens /403-csrf when a 403 mentions CSRF, in any case', async () => {
    installFakeFetch({
      'POST /api/fees/': json(403, { detail: 'csrf Failed: token missing.', code: 'csrf_failed' }),
    });
    await expect(apiClient.post('/api/fees/', {})).rejects.toMatchObject({ status: 403 });
    expect(handlers.navigate).toHaveBeenCalledWith('/403-csrf');
  });

  it('opens /403 for any other 403', async () => {
    installFakeFetch({
      'GET /api/fees/': json(403, { detail: 'You do not have permission.', code: 'permission_denied' }),
    });
    await expect(apiClient.get('/api/fees/')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.navigate).toHaveBeenCalledWith('/403');
  });

  it.each(['/login', '/logout', '/'])('leaves a 403 on %s to the page', async (path) => {
    handlers.path = path;
    installFakeFetch({ 'GET /api/fees/': json(403, { detail: 'CSRF Failed', code: 'csrf_failed' }) });
    await expect(apiClient.get('/api/fees/')).rejects.toMatchObject({ status: 403 });
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('opens /500 on a server error', async () => {
    installFakeFetch({ 'GET /api/beds/': json(500, { detail: 'Internal error', code: 'server_error' }) });
    await expect(apiClient.get('/api/beds/')).rejects.toMatchObject({ status: 500 });
    expect(handlers.navigate).toHaveBeenCalledWith('/500');
  });

  it('leaves every failure of a secondary call to the caller: the page stays', async () => {
    installFakeFetch({
      'GET /api/settings/public/': json(500, { detail: 'Internal error', code: 'server_error' }),
      'GET /api/beds/': json(403, { detail: 'You do not have permission.', code: 'permission_denied' }),
    });
    await expect(apiClient.get('/api/settings/public/', { secondary: true })).rejects.toMatchObject({
      status: 500,
    });
    await expect(apiClient.get('/api/beds/', { secondary: true })).rejects.toMatchObject({ status: 403 });
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('ends the session on 401', async () => {
    installFakeFetch({ 'GET /api/beds/': json(401, { detail: 'Not signed in', code: 'not_authenticated' }) });
    await expect(apiClient.get('/api/beds/')).rejects.toMatchObject({ status: 401 });
    expect(handlers.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller when asked to, and on the login page', async () => {
    installFakeFetch({
      'GET /api/user/': () => json(401, { detail: 'Not signed in', code: 'not_authenticated' }),
    });
    await expect(apiClient.get('/api/user/', { allowUnauthenticated: true })).rejects.toMatchObject({
      status: 401,
    });
    handlers.path = '/login';
    await expect(apiClient.get('/api/user/')).rejects.toMatchObject({ status: 401 });
    expect(handlers.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('throws NetworkError with the message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiClient.get('/api/beds/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toHaveProperty('message', 'Failed to fetch');
  });

  it('passes a cancelled request on unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(apiClient.get('/api/beds/')).rejects.toBe(abort);
  });

  it('handles errors quietly once the app removed its handlers', async () => {
    removeHandlers();
    installFakeFetch({ 'GET /api/beds/': json(500, { detail: 'Internal error', code: 'server_error' }) });
    await expect(apiClient.get('/api/beds/')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.navigate).not.toHaveBeenCalled();
  });
});
