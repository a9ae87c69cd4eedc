import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 that carries how long to wait; the exception filter turns it into a Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, code: 'auth.too_many_attempts' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
