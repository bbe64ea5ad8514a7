import { useCallback, useSyncExternalStore } from 'react';

/** Below Bootstrap's md breakpoint (768px): a phone, or a narrow window. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

/**
 * Whether the media query matches now, following its changes. Without `matchMedia` (jsdom, old
 * browsers) it never matches, so the wide layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
