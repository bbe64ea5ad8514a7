import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../../lib/paths';

/**
 * /logout: the same logout as the navbar's, without the dialog. It lands on /login either way; after a
 * failed logout the login page sends a still signed-in user on to the dashboard.
 */
export function LogoutPage() {
  const { mutate: logOut } = useLogout();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    logOut(undefined, { onError: () => void navigate(paths.login.href(), { replace: true }) });
  }, [logOut, navigate]);

  return <FullScreenSpinner label="Logging out..." />;
}
