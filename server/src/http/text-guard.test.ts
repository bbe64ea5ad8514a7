import { TEXT_MESSAGES } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { errorForLog } from '../db/errors';
import { sql } from '../db/sql';

/** Issue 16, fix 3: NUL bytes and lone surrogates are refused at the edge, and never reach a log. */
const ctx = useTestApp({ signedIn: { superuser: true } });

const tenantForm = {
  first_name: 'Ann',
  last_name: 'Edge',
  email: 'edge@example.com',
  phone: '3125550100',
  date_of_birth: '1990-04-02',
  emergency_contact_first_name: 'Bo',
  emergency_contact_last_name: 'Edge',
  emergency_contact_phone: '3125550101',
  emergency_contact_relationship_to_tenant: 'mother',
};

const count = async () =>
  (await ctx.database.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM tenants`))[0]!.n;

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL', 'Ann\u0000e'],
    ['a lone high surrogate', 'Ann\uD800'],
    ['a lone low surrogate', '\uDC00Ann'],
  ])('in a body field (%s) is a 400 on that field, and nothing is written', async (_, name) => {
    const before = await count();
    const res = await ctx.client.post('/api/tenants/', { ...tenantForm, first_name: name });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ first_name: [TEXT_MESSAGES.unstorable] });
    expect(await count()).toBe(before);
  });

  it('in a text filter is a 400 on that parameter', async () => {
    for (const url of ['/api/tenants/?search=%00', '/api/transactions/?search=a%00b']) {
      const res = await ctx.client.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['search']);
    }
  });

  it('keeps a whole emoji (a surrogate pair) and accented text', async () => {
    const res = await ctx.client.post('/api/tenants/', {
      ...tenantForm,
      first_name: 'Zoë 🙂',
      email: 'zoe@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ first_name: 'Zoë 🙂' });
  });
});

describe('a failed query in the log', () => {
  it('keeps its codes and SQL, never its parameters or the values PostgreSQL quotes', async () => {
    const error = await ctx.database.db
      .query(sql`SELECT ${'Maria Secret 123-45-6789'}::int`)
      .catch((e: unknown) => e);
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('Secret');
    expect(logged).not.toContain('6789');
  });
});
