import { useEffect, useState } from 'react';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Counts from 0 to `target` over `durationMs` once `running` turns true; ends exactly on target. */
export function useCountUp(target: number, durationMs: number, running: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
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
