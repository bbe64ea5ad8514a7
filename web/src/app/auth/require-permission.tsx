import type { Permission } from '@bunkhouse/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';

/**
 * A screen only some staff may open: without the permission, a direct URL lands on the 403 page
 * (the server refuses the data anyway; this spares the user a screen of errors).
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { hasPermission } = useAuth();
  if (!hasPermission(permission)) return <Navigate to={paths.forbidden.href()} replace />;
  return children;
}
