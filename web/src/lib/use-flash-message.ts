import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from './notify';

/**
 * A success message carried to the next page in the router state (SPEC.md "Dialogs": Create Order
 * "goes to /tenants carrying a success message"): `navigate(to, {state: flashState(message)})`.
 */
export interface FlashState {
  flash: string;
}

export const flashState = (message: string): FlashState => ({ flash: message });

function readFlash(state: unknown): string | null {
  const flash = (state as Partial<FlashState> | null)?.flash;
  return typeof flash === 'string' && flash !== '' ? flash : null;
}

/**
 * Shows the message a page was opened with as a success toast, once, then takes it out of the
 * history entry, so that a reload or Back does not show it again.
 */
export function useFlashMessage(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  const message = readFlash(location.state);
  useEffect(() => {
    if (!message || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notify.success(message);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [message, location.key, location.pathname, location.search, navigate]);
}
