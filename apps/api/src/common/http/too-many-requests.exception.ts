import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@csec/contracts';
import { coded } from './coded';

/** 429 that carries how long to wait; the exception filter turns it into a Retry-After header and the failure's `params.seconds`. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'auth.too_many_attempts',
  ) {
    super(coded(code, message, { seconds: retryAfterSeconds }), HttpStatus.TOO_MANY_REQUESTS);
  }
}
