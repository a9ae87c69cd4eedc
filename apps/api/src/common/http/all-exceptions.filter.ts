import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { API_MESSAGES, ERROR_CODES, errorCodeForStatus, REQUEST_MESSAGES, type ErrorCode, type ErrorParams } from '@csec/contracts';
import { TooManyRequestsException } from './too-many-requests.exception';
import { ServerBusyException } from './server-busy.exception';
import { ValidationFailedException } from './validation-failed.exception';
import type { FailureBody } from './failure-body';
import { isDatabaseUnreachable } from '../../database/db-errors';
import { REQUEST_ID_HEADER } from '../logging/request-id';

/** How long a client is asked to wait while the database cannot be reached; the pool reconnects by itself. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The one place failures are shaped: `{ status: 'Failed', error: true, code, message, errors?, params?, requestId? }`.
 * The code and params come from the exception (`coded(...)` payloads, ValidationFailedException); else the code from the status.
 * A 5xx names its request id, which the log lines about it carry too.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;

    const body: FailureBody = { status: 'Failed', error: true, code: 'internal', message: API_MESSAGES.internal };
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;

    if (exception instanceof HttpException) {
      status = exception.getStatus();
      body.message = messageOf(exception);
      body.code = codeOf(exception, status);
      if (exception instanceof ValidationFailedException) body.errors = exception.errors;
      const params = paramsOf(exception);
      if (params) body.params = params;
      if (exception instanceof TooManyRequestsException || exception instanceof ServerBusyException) {
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      } else if (status === 503) {
        response.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      }
    } else if (isBodyParserError(exception)) {
      status = exception.status;
      body.message = bodyParserMessage(exception);
      body.code = bodyParserCode(exception);
    } else if (isDatabaseUnreachable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      body.code = 'service.unavailable';
      body.message = API_MESSAGES.unavailable;
      response.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      this.logger.warn(`Database unreachable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    const requestId = response.getHeader(REQUEST_ID_HEADER);
    if (status >= 500 && typeof requestId === 'string') body.requestId = requestId;
    response.status(status).json(body);
  }
}

function messageOf(exception: HttpException): string {
  const payload = exception.getResponse();
  if (typeof payload === 'string') return payload;
  const message = (payload as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

function codeOf(exception: HttpException, status: number): ErrorCode {
  if (exception instanceof ValidationFailedException) return exception.code;
  const { code } = payloadOf(exception);
  return isErrorCode(code) ? code : errorCodeForStatus(status);
}

function paramsOf(exception: HttpException): ErrorParams | undefined {
  const { params } = payloadOf(exception);
  return typeof params === 'object' && params !== null ? (params as ErrorParams) : undefined;
}

/** The fields of an exception's response object (a `coded(...)` payload, say); none for a string. */
function payloadOf(exception: HttpException): { code?: unknown; params?: unknown } {
  const payload = exception.getResponse();
  return typeof payload === 'object' && payload !== null ? payload : {};
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function bodyParserCode(error: { type?: string; status: number }): ErrorCode {
  switch (error.type) {
    case 'entity.too.large':
      return 'request.body_too_large';
    case 'encoding.unsupported':
      return 'request.compressed_body';
    case 'entity.too.deep':
      return 'request.json_too_deep';
    case 'entity.parse.failed':
      return 'request.malformed_body';
    default:
      return errorCodeForStatus(error.status);
  }
}

/** body-parser's own words are terse ('request entity too large'); say what to do instead. */
function bodyParserMessage(error: { type?: string; limit?: number; message: string; expose: boolean }): string {
  switch (error.type) {
    case 'entity.too.large':
      return REQUEST_MESSAGES.bodyTooLarge(error.limit ?? 0);
    case 'encoding.unsupported':
      return REQUEST_MESSAGES.compressedBody;
    default:
      return error.expose ? error.message : API_MESSAGES.validationFailed;
  }
}

/** Errors raised by Express's body parser (malformed JSON, body too large) carry their own 4xx status. */
function isBodyParserError(error: unknown): error is { status: number; expose: boolean; message: string; type?: string; limit?: number } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && typeof expose === 'boolean';
}
