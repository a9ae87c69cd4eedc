import { OnEvent } from '@nestjs/event-emitter';
import type { AppEventName, AppEvents } from './app-events';

/** A method that handles event K: it takes K's payload (or nothing). */
export type EventHandler<K extends AppEventName> = (payload: AppEvents[K]) => void | Promise<void>;

/**
 * When a listener runs, relative to the emitter's transaction (database/transactions.ts):
 * - 'before-commit': inside it, before the change commits. Part of the change: when the listener
 *   throws, the change rolls back and the caller gets the error (a 5xx, or the listener's own 4xx).
 *   It writes only through the transaction (within()). An event with such a listener must be
 *   emitted inside Transactions.run.
 * - 'after-commit' (the default): once the change has committed. It may fail alone: the failure is
 *   logged and the change stands.
 */
export type EventPhase = 'before-commit' | 'after-commit';

/** The channel a before-commit listener is registered on, beside the event's own. */
export const beforeCommitChannel = (name: AppEventName): string => `${name}:before-commit`;

/**
 * Marks a provider's method as a listener of one event of AppEvents (stack it for several). The
 * method must accept that event's payload, or the decorator does not compile.
 */
export function On<K extends AppEventName>(name: K, options: { phase?: EventPhase } = {}) {
  const listen = options.phase === 'before-commit' ? OnEvent(beforeCommitChannel(name), { suppressErrors: false }) : OnEvent(name);
  return <H extends EventHandler<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    listen(target, key, descriptor);
  };
}
