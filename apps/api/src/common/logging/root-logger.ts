import type { LogLevel } from '@nestjs/common';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import pretty, { type PrettyOptions } from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';
import { stdoutDestination } from './log-destination';

/** LOG_LEVEL speaks Nest's names; pino calls `log` info and `verbose` trace. */
const PINO_LEVELS: Record<LogLevel, Level> = { fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/**
 * Never written, whatever a log call is given: credentials travel in these. The request log
 * writes no header and no body at all; this guards other log calls. Exact paths only: a wildcard
 * ('*.password') makes pino redact every value of every line, measured at about 40 µs a request.
 */
const REDACTED_PATHS = [
  'password',
  'token',
  'secret',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** LOG_FORMAT=pretty: one line each, a request as `GET /api/blogs/publish -> 200 in 3 ms` followed by its reqId. */
const PRETTY: PrettyOptions = {
  sync: true,
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss.l',
  messageFormat: '{if context}[{context}] {end}{msg}{if method} {method} {path} -> {status} in {responseTime} ms{end}',
  ignore: 'pid,hostname,context,method,path,status,responseTime',
};

/** The most detailed level LOG_LEVEL lets through, by pino's name. */
export function pinoLevel(levels: readonly LogLevel[]): Level {
  return PINO_LEVELS[levels[levels.length - 1] ?? 'log'];
}

/**
 * The process's one pino logger: a JSON object a line on stdout (LOG_FORMAT=json), written so
 * that no reader can hold the process (log-destination.ts; graceful shutdown flushes it), or
 * coloured lines for a developer's terminal (LOG_FORMAT=pretty), written at once.
 * `destination` replaces stdout (JSON only).
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevels' | 'logFormat'>, destination?: DestinationStream): Logger {
  const options = {
    level: pinoLevel(config.logLevels),
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (config.logFormat === 'pretty') {
    return pino(options, pretty(PRETTY));
  }
  return pino(options, destination ?? stdoutDestination());
}
