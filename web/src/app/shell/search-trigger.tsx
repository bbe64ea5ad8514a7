import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The palette and its library (cmdk) load on the first open: the shell holds only this button.
const SearchPalette = lazy(() =>
  import('../../features/search/components/search-palette').then((m) => ({ default: m.SearchPalette })),
);

/** Typing goes on in these: there `/` is a character, not the search. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search from anywhere's button (issue 34), and its keys on every signed-in page: Ctrl+K (⌘K),
 * or `/` outside a text field. Once opened, the palette stays mounted (closed), so that it opens again
 * at once.
 */
export function SearchTrigger() {
  const [show, setShow] = useState<boolean | null>(null);
  // Where focus was when it opened: it goes back there once the palette has closed.
  const back = useRef<Element | null>(null);
  const open = () => {
    back.current ??= document.activeElement;
    setShow(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (
        (mod && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !mod && !isTyping(event.target))
      ) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (show !== false) return;
    (back.current as HTMLElement | null)?.focus?.();
    back.current = null;
  }, [show]);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={open}
        aria-keyshortcuts="Control+K /"
      >
        <i className="bi bi-search me-1" aria-hidden="true" />
        Search… <kbd>Ctrl+K</kbd>
      </button>
      {show !== null && (
        <Suspense>
          <SearchPalette show={show} onHide={() => setShow(false)} />
        </Suspense>
      )}
    </>
  );
}
