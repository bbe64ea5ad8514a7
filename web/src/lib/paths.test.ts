import { describe, expect, it } from 'vitest';
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
