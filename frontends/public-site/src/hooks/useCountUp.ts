import { useEffect, useState } from 'react';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The figure a counter shows. The server renders `target` (what crawlers and a visitor without script
 * read, and what hydration finds); in the browser it drops to 0 once mounted, then counts up to
 * `target` over `durationMs` once `running` turns true, ending exactly on target.
 */
export function useCountUp(target: number, durationMs: number, running: boolean): number {
  const [value, setValue] = useState(target);
  useEffect(() => {
    if (!running) {
      setValue(0);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      if (start === null) start = now;
      const progress = Math.min((now - start) / durationMs, 1);
      setValue(progress === 1 ? target : Math.floor(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, running]);
  return value;
}
