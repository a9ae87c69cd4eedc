import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { API_MESSAGES } from '@csec/contracts';
import { TooManyRequestsException } from './too-many-requests.exception';
import { ValidationFailedException } from './validation-failed.exception';
import type { FailureBody } from './failure-body';

/** The one place failures are shaped: `{ status: 'Failed', error: true, message, errors? }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;

    const body: FailureBody = { status: 'Failed', error: true, message: API_MESSAGES.internal };
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;

    if (exception instanceof HttpException) {
      status = exception.getStatus();
      body.message = messageOf(exception);
      if (exception instanceof ValidationFailedException) body.errors = exception.errors;
      if (exception instanceof TooManyRequestsException) {
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      }
    } else if (isBodyParserError(exception)) {
      status = exception.status;
      body.message = exception.expose ? exception.message : API_MESSAGES.validationFailed;
    } else {
      this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    }
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

/** Errors raised by Express's body parser (malformed JSON, body too large) carry their own 4xx status. */
function isBodyParserError(error: unknown): error is { status: number; expose: boolean; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && typeof expose === 'boolean';
}
