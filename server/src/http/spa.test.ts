import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  ctx = await buildTestApp({ webDistDir: dist });
});
afterAll(() => ctx.app.close());

describe('serving the web app', () => {
  it('answers the root and every client-side route with index.html, uncached', async () => {
    for (const url of ['/', '/tenants', '/rooms/12', '/no/such/page', '/login?next=%2Frooms']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('serves built assets with a long cache, and a JSON 404 for unknown API paths', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });
});
