import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { useAuth } from '../../lib/auth-context';
import { paths, PUBLIC_PATTERNS, toHref } from '../../lib/paths';
import type { LoginRedirectState } from '../../lib/paths';
import { sessionQueryOptions } from '../../features/auth/api/get-current-user';

/** SPEC.md §9: wait before sending a visitor without a session to the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 300;

/**
 * The startup check (SPEC.md §4): CSRF cookie, then the current user. Nothing below renders until it
 * ends. Without a user, and unless the visitor opened a public page (the login page, /403, /403-csrf,
 * /500), they are sent to log in by replacement, remembering the page they asked for.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [requested] = useState(() => ({ href: toHref(location), state: location.state as unknown }));
  const [isChecking, setIsChecking] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    queryClient.fetchQuery(sessionQueryOptions).then(
      (user) => {
        if (!isCurrent) return;
        setUser(user);
        setIsChecking(false);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        console.warn('No signed-in user:', error);
        setUser(null);
        if (PUBLIC_PATTERNS.includes(requested.href.split(/[?#]/, 1)[0]!)) {
          setIsChecking(false);
          return;
        }
        timer = setTimeout(() => {
          const state: LoginRedirectState = { from: requested.href };
          void navigate(paths.login.href(), { replace: true, state });
          setIsChecking(false);
        }, LOGIN_REDIRECT_DELAY_MS);
      },
    );
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [queryClient, setUser, navigate, requested]);

  if (isChecking) return <FullScreenSpinner label="Loading user..." />;
  return children;
}
