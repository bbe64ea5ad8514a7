import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { paths, toHref } from '../../lib/paths';
import type { LoginRedirectState } from '../../lib/paths';

/** Layout route of the authenticated screens: without a user, off to the login page and back after. */
export function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    const state: LoginRedirectState = { from: toHref(location) };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return <Outlet />;
}
