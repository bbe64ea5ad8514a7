import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../lib/screen-permissions';
import type { GuardedScreen } from '../lib/screen-permissions';

export interface AllowedLinkProps {
  /** The screen `to` opens, whose permission decides. */
  screen: GuardedScreen;
  to: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to a screen the user may open; for one they may not, its text alone (the link would only
 * lead to the 403 page). For names in table cells and details: a tenant, a property.
 */
export function AllowedLink({ screen, to, children, className }: AllowedLinkProps) {
  const canOpen = useCanOpen();
  if (!canOpen(screen)) return <>{children}</>;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
