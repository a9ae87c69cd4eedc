import SonicBoom from 'sonic-boom';

/** Lines held while stdout takes none (its reader stalled); past this, new lines are dropped. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

let stdout: SonicBoom | undefined;

/**
 * stdout for the JSON log, written so that it can never hold the process. Writes are asynchronous
 * (libuv's thread pool): a reader that stops reading or a full pipe blocks a pool thread at worst,
 * never the event loop; a pipe whose reader is gone (EPIPE, as when `npm start | shipper` is torn
 * down) only loses lines; at most MAX_PENDING_BYTES wait. pino's own destination is not used: at
 * exit it flushes synchronously, and sonic-boom's flushSync retries a failed write forever, so a
 * server whose log reader had gone stopped listening on SIGTERM and never exited. Graceful
 * shutdown flushes this one with a deadline instead (flushLogs).
 */
export function stdoutDestination(): SonicBoom {
  if (!stdout) {
    // minLength 1 writes every line as soon as it comes, like 0, but lets flush() wait until they are out (with 0 it returns at once).
    stdout = new SonicBoom({ fd: 1, sync: false, minLength: 1, maxLength: MAX_PENDING_BYTES });
    stdout.on('error', () => undefined);
  }
  return stdout;
}

/** Writes the lines still pending, waiting at most `ms` for stdout to take them. */
export function flushLogs(ms: number): Promise<void> {
  const stream = stdout;
  if (!stream) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    try {
      stream.flush(() => {
        clearTimeout(timer);
        resolve();
      });
    } catch {
      // Not open yet, or already failed: nothing more will be written.
      clearTimeout(timer);
      resolve();
    }
  });
}
