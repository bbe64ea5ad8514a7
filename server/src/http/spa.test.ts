import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // As the build writes them (web/vite.config.ts): the same file compressed, beside it.
  const script = `${'console.log("a long enough script");\n'.repeat(100)}`;
  fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js.gz'), zlib.gzipSync(script));
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

  it('sends a built file precompressed to a browser that takes brotli or gzip, and as it is otherwise', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/big-5678.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload).toString()).toContain('a long enough script');
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('a long enough script');
  });

  it('compresses API answers over 1 kB for clients that accept it, and only those', async () => {
    const docs = { method: 'GET' as const, url: '/api/docs/json' };
    const gzip = await ctx.app.inject({ ...docs, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toHaveProperty('openapi');
    const brotli = await ctx.app.inject({ ...docs, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject(docs);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/csrf/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined(); // under the threshold
  });
});
