import { Injectable } from '@nestjs/common';

/**
 * Where a service reads "now" when a stored time decides an answer (a lock's end). One seam, so
 * specs move time instead of waiting (`jest.spyOn(app.get(Clock), 'now')`).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
