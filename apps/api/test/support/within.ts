/**
 * Milliseconds until `check` holds, asked every 20 ms; Infinity when it does not within `limitMs`.
 * For what must happen "within N s" across processes: the figure is the measured delay.
 */
export async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}
