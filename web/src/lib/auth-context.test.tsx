import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/fake-fetch';
import { AuthProvider, useAuth } from './auth-context';

describe('current user', () => {
  it('grants what the user holds, everything to a superuser, nothing to nobody', () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    expect(result.current.hasPermission('tenants.view')).toBe(false);

    act(() => result.current.setUser(aUser({ permissions: ['tenants.view'] })));
    expect(result.current.hasPermission('tenants.view')).toBe(true);
    expect(result.current.hasPermission('payments.add')).toBe(false);

    act(() => result.current.setUser(aUser({ is_superuser: true, permissions: [] })));
    expect(result.current.hasPermission('users.manage')).toBe(true);
  });
});
