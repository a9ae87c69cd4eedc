import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@csec/contracts';

/** 429 that carries how long to wait; the exception filter turns it into a Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'auth.too_many_attempts',
  ) {
    super({ message, code }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
