import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Logger, type INestApplication } from '@nestjs/common';
import { flushLogs } from './common/logging/log-destination';

/** How long closing the application (database pools, worker threads) may take once the connections are closed. */
const CLOSE_TIMEOUT_MS = 10_000;
/** How long the last log lines may take to leave; a stdout nobody reads cannot hold the exit longer. */
const LOG_FLUSH_MS = 1_000;
/** A second signal this soon after the first is the same request delivered twice. */
const DUPLICATE_SIGNAL_MS = 500;

/**
 * On SIGTERM or SIGINT: stop accepting connections, close idle keep-alive ones, let the requests in
 * flight finish for up to `graceMs` (each answer then closes its connection), then close the
 * application, and with it the database, and exit 0. A second signal, or the grace running out,
 * closes the connections still open at once. Install it before listening. (Nest's enableShutdownHooks
 * would close the database while requests are still answered, and end the process by the signal.)
 */
export function shutDownGracefully(app: INestApplication, graceMs: number): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  // Ahead of Express's own listener, which may answer before a later one would run.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // An answer whose headers left before the signal kept its connection alive: close it now that it is idle.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  const drainAndExit = async (signal: NodeJS.Signals) => {
    const started = Date.now();
    // Resolves once every connection has closed (at once, with an error, when the server was not listening yet).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Logged once true: whoever reads it may rely on new connections being refused.
    logger.log(`${signal}: no longer accepting connections; waiting up to ${graceMs / 1000} s for ${inFlight.size} request(s) in flight`);
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const grace = setTimeout(() => {
      logger.warn(`The grace of ${graceMs / 1000} s ran out with ${inFlight.size} request(s) in flight: closing their connections`);
      server.closeAllConnections();
    }, graceMs);
    await closed;
    clearTimeout(grace);
    logger.log(`Connections closed after ${Date.now() - started} ms; closing the application and the database`);
    try {
      await withTimeout(app.close(), CLOSE_TIMEOUT_MS);
    } catch (error) {
      logger.error(`Could not close the application: ${error instanceof Error ? error.message : String(error)}`);
      await flushLogs(LOG_FLUSH_MS);
      process.exit(1);
    }
    logger.log('Stopped');
    await flushLogs(LOG_FLUSH_MS);
    process.exit(0);
  };

  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (!draining) {
      draining = true;
      firstSignalAt = Date.now();
      void drainAndExit(signal);
      return;
    }
    // Ctrl-C under npm reaches node twice at once: from the terminal and forwarded by npm. Only a
    // signal sent later is someone asking again.
    if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
    logger.warn(`${signal} again: closing the connections of ${inFlight.size} request(s) in flight now`);
    server.closeAllConnections();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`it took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
