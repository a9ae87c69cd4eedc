import { Injectable } from '@nestjs/common';

/**
 * Where a service reads "now" when a stored time decides an answer (a lock's end, whether a
 * scheduled post is due, whether a cached session must be read again). One seam, so specs move
 * time instead of waiting (`jest.spyOn(app.get(Clock), 'now')`, or `Clock.prototype` for every
 * module and every app in the process).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
