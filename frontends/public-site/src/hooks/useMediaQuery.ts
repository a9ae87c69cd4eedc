import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows changes. Without matchMedia it reports a match.
 * The server (and hydration) sees no match: markup must not depend on it, only what mounts after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true);
  return useSyncExternalStore(subscribe, matches, () => false);
}
