import { useCallback, useState } from 'react';

/**
 * What a dialog is about, and whether it shows. Closing hides it at once but keeps the subject until
 * the closing animation has ended (`onExited`), so the dialog does not change under the user's eyes.
 */
export interface ModalState<T> {
  subject: T | null;
  isOpen: boolean;
  open: (subject: T) => void;
  close: () => void;
  /** Give to the Modal's `onExited`. */
  onExited: () => void;
}

export function useModalState<T>(): ModalState<T> {
  const [state, setState] = useState<{ subject: T | null; isOpen: boolean }>({
    subject: null,
    isOpen: false,
  });
  const open = useCallback((subject: T) => setState({ subject, isOpen: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  const onExited = useCallback(
    () => setState((current) => (current.isOpen ? current : { subject: null, isOpen: false })),
    [],
  );
  return { ...state, open, close, onExited };
}
