import { describe, expect, it } from 'vitest';
import { SEARCH_LINKS } from '@bunkhouse/contract';
import { paths, readErrorOrigin, readLoginRedirect } from './paths';

describe('paths', () => {
  it('builds the links of pages with an id', () => {
    expect(paths.tenant.href(42)).toBe('/tenants/42');
    expect(paths.tenantEdit.href('7')).toBe('/tenants/7/edit');
    expect(paths.property.href(1)).toBe('/properties/1');
    expect(paths.room.href(2)).toBe('/rooms/2');
    expect(paths.bed.href(3)).toBe('/beds/3');
    expect(paths.tenant.href('a/b')).toBe('/tenants/a%2Fb');
  });

  it("builds the links the search's results carry (the server writes them from the contract)", () => {
    expect(SEARCH_LINKS.tenant(42)).toBe(paths.tenant.href(42));
    expect(SEARCH_LINKS.property(1)).toBe(paths.property.href(1));
    expect(SEARCH_LINKS.room(2)).toBe(paths.room.href(2));
    expect(SEARCH_LINKS.bed(3)).toBe(paths.bed.href(3));
    expect(SEARCH_LINKS.transactions({ type: 'fee' })).toBe(`${paths.transactions.href()}?type=fee`);
  });

  it('returns to the remembered page after login, but only inside the app', () => {
    expect(readLoginRedirect({ from: '/tenants?search=ann' })).toBe('/tenants?search=ann');
    expect(readLoginRedirect(null)).toBe('/');
    expect(readLoginRedirect({ from: 'https://evil.example' })).toBe('/');
    expect(readLoginRedirect({ from: '//evil.example/x' })).toBe('/');
    expect(readLoginRedirect({ from: '/login?x=1' })).toBe('/');
    expect(readLoginRedirect({ from: '/logout' })).toBe('/');
  });

  it("an error page's way back leads only to a page inside the app", () => {
    expect(readErrorOrigin({ from: '/transactions?type=rent' })).toBe('/transactions?type=rent');
    expect(readErrorOrigin(null)).toBeNull();
    expect(readErrorOrigin({ from: 42 })).toBeNull();
    expect(readErrorOrigin({ from: 'https://evil.example' })).toBeNull();
    expect(readErrorOrigin({ from: '//evil.example/x' })).toBeNull();
  });
});
