import type { RefObject } from 'react';

/**
 * Show less (issue 15): after the list shrinks back to its first page, the list's top is brought into
 * view, so that the reader is not left below a short page.
 */
export function scrollToTopOf(ref: RefObject<HTMLElement | null>): void {
  ref.current?.scrollIntoView?.({ block: 'start' });
}
