import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { afterCommit, inTransaction } from '../../database/transactions';
import type { AppEventName, AppEvents } from './app-events';
import { beforeCommitChannel } from './on.decorator';

/**
 * The one way to announce a domain event: a name of AppEvents and its payload, checked by the
 * compiler. The event's before-commit listeners run first, one after another, inside the emitter's
 * transaction; the first that throws stops the rest and fails the emit (so the change rolls back).
 * The others run once the transaction has committed (at once outside one), their failures logged
 * by the emitter. Resolves once all of them have finished, so a write's answer leaves after its effects.
 */
@Injectable()
export class EventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  async emit<K extends AppEventName>(name: K, payload: AppEvents[K]): Promise<void> {
    const partOfTheChange = this.emitter.listeners(beforeCommitChannel(name)) as ((payload: AppEvents[K]) => Promise<unknown>)[];
    // Outside a transaction a failing listener could not undo the change: refuse the emit, whatever the listeners would do.
    if (partOfTheChange.length > 0 && !inTransaction()) throw new Error(`'${name}' has before-commit listeners: emit it inside Transactions.run`);
    for (const listener of partOfTheChange) await listener(payload);
    await afterCommit(async () => {
      await this.emitter.emitAsync(name, payload);
    });
  }
}
