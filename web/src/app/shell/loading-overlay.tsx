import { useEffect, useState } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import Spinner from 'react-bootstrap/Spinner';

/** SPEC.md §9: a request must be pending this long before the overlay shows, so fast ones never flash. */
export const LOADING_OVERLAY_DELAY_MS = 300;

/** True once `isActive` has stayed true for `delayMs`; false again as soon as it turns false. */
function useDelayedFlag(isActive: boolean, delayMs: number): boolean {
  const [hasWaited, setHasWaited] = useState(false);
  useEffect(() => {
    if (!isActive) return;
    const timer = setTimeout(() => setHasWaited(true), delayMs);
    return () => {
      clearTimeout(timer);
      setHasWaited(false);
    };
  }, [isActive, delayMs]);
  return isActive && hasWaited;
}

/**
 * A translucent full-screen overlay with 'Loading...' while any query or mutation (the startup check
 * included, see sessionQueryOptions) has been pending for more than 300 ms.
 */
export function LoadingOverlay() {
  const isBusy = useIsFetching() + useIsMutating() > 0;
  const isShown = useDelayedFlag(isBusy, LOADING_OVERLAY_DELAY_MS);
  if (!isShown) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="mt-2 fw-semibold">Loading...</span>
    </div>
  );
}
