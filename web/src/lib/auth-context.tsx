import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { CurrentUser, Permission } from '@bunkhouse/contract';

/** The signed-in staff user, known after the startup check (app/auth/auth-gate.tsx). */
export interface AuthContextValue {
  user: CurrentUser | null;
  setUser: (user: CurrentUser | null) => void;
  /** A superuser holds every permission. */
  hasPermission: (permission: Permission) => boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const hasPermission = useCallback(
    (permission: Permission) => !!user && (user.is_superuser || user.permissions.includes(permission)),
    [user],
  );
  const value = useMemo(() => ({ user, setUser, hasPermission }), [user, hasPermission]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
