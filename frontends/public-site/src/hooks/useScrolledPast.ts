import { useEffect, useState } from 'react';

/** True while the window is scrolled strictly further than `threshold` pixels. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(() => enabled && window.scrollY > threshold);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return enabled && past;
}
