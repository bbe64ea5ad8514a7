import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { useAuth } from '../lib/auth-context';
import { paths, toHref } from '../lib/paths';
import type { ErrorPageState, LoginRedirectState } from '../lib/paths';

/** Gives the API client what it needs to act on 401/403/500: the router and the session. */
export function useApiClientHandlers(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      configureApiClient({
        currentPath: () => locationRef.current.pathname,
        navigate: (to) => {
          const state: ErrorPageState = { from: toHref(locationRef.current) };
          void navigate(to, { state });
        },
        onUnauthenticated: () => {
          const state: LoginRedirectState = { from: toHref(locationRef.current) };
          setUser(null);
          queryClient.clear();
          void navigate(paths.login.href(), { replace: true, state });
        },
      }),
    [navigate, setUser, queryClient],
  );
}
