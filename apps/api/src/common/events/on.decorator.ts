import { OnEvent } from '@nestjs/event-emitter';
import type { AppEventName, AppEvents } from './app-events';

/** A method that handles event K: it takes K's payload (or nothing). */
export type EventHandler<K extends AppEventName> = (payload: AppEvents[K]) => void | Promise<void>;

/**
 * Marks a provider's method as a listener of one event of AppEvents (stack it for several). The
 * method must accept that event's payload, or the decorator does not compile.
 */
export function On<K extends AppEventName>(name: K) {
  const listen = OnEvent(name);
  return <H extends EventHandler<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    listen(target, key, descriptor);
  };
}
