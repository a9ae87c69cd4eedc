import { HttpException, HttpStatus } from '@nestjs/common';
import { REQUEST_MESSAGES } from '@csec/contracts';

/** How long a client is asked to wait when the server is only busy (not the client's own limit). */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** 503 while every turn for uncached work is taken and its queue is full; cached answers are still served. */
export class ServerBusyException extends HttpException {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;

  constructor() {
    super({ message: REQUEST_MESSAGES.busy, code: 'service.busy' }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
