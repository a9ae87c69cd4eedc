import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the window is scrolled strictly further than `threshold` pixels (never on the server, which renders the top). */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const past = useSyncExternalStore(
    enabled ? subscribe : noSubscription,
    useCallback(() => window.scrollY > threshold, [threshold]),
    () => false,
  );
  return enabled && past;
}

function noSubscription(): () => void {
  return () => {};
}
