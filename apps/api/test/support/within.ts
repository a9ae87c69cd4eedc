/**
 * Milliseconds until `check` holds, asked every 20 ms; Infinity when no check asked within `limitMs`
 * holds. For what must happen "within N s" across processes: the figure is the measured delay, up to
 * when the check that saw it was asked (a page rendered anew takes its own time to answer, which is
 * not part of the delay; on a busy machine a render alone took over a second).
 */
export async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    const asked = Date.now();
    if (await check()) return asked - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}
