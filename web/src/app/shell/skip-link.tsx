import type { MouseEvent } from 'react';

/** The id of the shell's `<main>`, where the skip link sends focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing Tab reaches on every page: 'Skip to main content', hidden until focused. It moves
 * focus to the page's `<main>` itself (no `#main-content` in the address, which the router would
 * take for a navigation).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="visually-hidden-focusable skip-link" onClick={skip}>
      Skip to main content
    </a>
  );
}
