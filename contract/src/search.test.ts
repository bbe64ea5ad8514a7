import { describe, expect, it } from 'vitest';
import { SEARCH_LINKS, searchAllQuery, searchAllResponse } from './search';

describe('search contract', () => {
  it('trims q, requires it and refuses more than 100 characters', () => {
    expect(searchAllQuery.parse({ q: '  garcia ' })).toEqual({ q: 'garcia' });
    expect(searchAllQuery.parse({ q: '   ' })).toEqual({ q: '' });
    expect(searchAllQuery.safeParse({}).error?.issues[0]?.message).toBe('This field is required.');
    expect(searchAllQuery.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'Ensure this field has no more than 100 characters.',
    );
    expect(searchAllQuery.parse({ q: ` ${'x'.repeat(100)} ` }).q).toHaveLength(100);
  });

  it('answers only the groups a user may see', () => {
    const found = { id: 7, label: 'Maria Garcia', detail: 'maria@example.com', link: '/tenants/7' };
    expect(searchAllResponse.parse({ tenants: [found] })).toEqual({ tenants: [found] });
    expect(searchAllResponse.safeParse({ tenants: [{ ...found, link: undefined }] }).success).toBe(false);
  });

  it('links a transaction to the Finance list with its filters, encoded', () => {
    expect(SEARCH_LINKS.transactions({ type: 'payment', tenant: "Ann O'Hara & Co" })).toBe(
      '/transactions?type=payment&tenant=Ann+O%27Hara+%26+Co',
    );
    expect(SEARCH_LINKS.tenant(7)).toBe('/tenants/7');
  });
});
