import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signedInClient, TestClient, testConfig, useTestApp } from '../../test/app';

const ctx = useTestApp();
let client: TestClient;
beforeAll(async () => {
  client = await new TestClient(ctx.app).fetchCsrf();
});

describe('bad input', () => {
  it('answers a 2 MB body with 413 and keeps the server up', async () => {
    const res = await client.post('/api/login/', { username: 'x', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect((await client.get('/api/health/')).statusCode).toBe(200);
  });

  it('answers a __proto__ or constructor.prototype body with 400', async () => {
    for (const payload of [
      '{"__proto__": {"admin": true}, "username": "a", "password": "b"}',
      '{"constructor": {"prototype": {"x": 1}}}',
    ]) {
      const res = await client.request({
        method: 'POST',
        url: '/api/login/',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers malformed JSON with 400 and other media types with 415', async () => {
    const broken = await client.request({
      method: 'POST',
      url: '/api/login/',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('bad_request');
    const text = await client.request({
      method: 'POST',
      url: '/api/login/',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
    const plain = await client.request({
      method: 'POST',
      url: '/api/login/',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
  });

  it('answers wrong types with field errors in the DRF shape', async () => {
    const res = await client.post('/api/login/', { username: 42, password: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['password', 'username']);
    expect(res.json().username[0]).toEqual(expect.any(String));
    const notObject = await client.post('/api/login/', [1, 2]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().non_field_errors).toHaveLength(1);
  });

  it('answers an unknown API path with a JSON 404, with or without a session', async () => {
    for (const url of ['/api/nope/', '/api/nope', '/api']) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('serves paths with or without the trailing slash', async () => {
    const { client: signedIn } = await signedInClient(ctx);
    expect((await signedIn.get('/api/user')).statusCode).toBe(200);
    expect((await signedIn.get('/api/user/')).statusCode).toBe(200);
    expect((await client.get('/api/health')).statusCode).toBe(200);
  });
});

describe('responses', () => {
  it('hides the detail of a server error from the client', async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database });
    app.get('/api/boom/', { config: { access: 'public' } }, async () => {
      throw new Error('secret connection string postgres://u:p@h/db');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      detail: 'A server error occurred. Please try again later.',
      code: 'server_error',
    });
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('sends security headers and a request id', async () => {
    const res = await client.get('/api/health/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports the database in /api/health/ without sign-in', async () => {
    const res = await new TestClient(ctx.app).get('/api/health/');
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await client.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login/', '/api/user/']));
    expect(
      doc.paths['/api/login/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    expect((await client.get('/api/docs')).statusCode).toBeLessThan(400);
  });
});
