import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

/** Issue 16, fix 8: what a browser, a proxy or a client written from the spec reads in the headers. */
const ctx = useTestApp({ signedIn: { superuser: true } });

describe('HTTP semantics of the API', () => {
  it('signed-in answers are never stored by a browser or a proxy', async () => {
    for (const url of ['/api/tenants/', '/api/user/', '/api/transactions/']) {
      const res = await ctx.client.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a wrong method on a known path is a 405 naming the allowed ones; an unknown path stays 404', async () => {
    const put = await ctx.client.put('/api/tenants/', {});
    expect(put.statusCode).toBe(405);
    expect(put.json()).toMatchObject({ code: 'method_not_allowed' });
    expect(put.headers.allow).toBe('GET, POST');
    const onId = await ctx.client.request({ method: 'POST', url: '/api/payments/12/' });
    expect(onId.statusCode).toBe(405);
    expect(onId.headers.allow).toBe('GET');
    expect((await ctx.client.get('/api/no-such-thing/')).statusCode).toBe(404);
  });
});
