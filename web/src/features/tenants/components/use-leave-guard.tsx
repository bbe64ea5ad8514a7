import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * Asks before unsaved input is discarded: leaving for another page in the app (links, Cancel, Back)
 * opens "Discard changes?", and closing or reloading the tab the browser's own question
 * (beforeunload). `allowLeaving()` lets the next navigation through (after a save).
 */
export function useLeaveGuard(isDirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      show={blocker.state === 'blocked'}
      title="Discard changes?"
      confirmLabel="Discard"
      confirmVariant="danger"
      cancelLabel="Keep editing"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      What you typed in this form is not saved. Leave and discard it?
    </ConfirmDialog>
  );
  return { allowLeaving, dialog };
}
