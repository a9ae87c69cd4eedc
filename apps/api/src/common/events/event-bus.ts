import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { AppEventName, AppEvents } from './app-events';

/**
 * The one way to announce a domain event: a name of AppEvents and its payload, checked by the
 * compiler. Resolves once every listener (@On) has finished, so a write's answer leaves after its
 * effects; a listener's failure is logged by the emitter and does not fail the write.
 */
@Injectable()
export class EventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  async emit<K extends AppEventName>(name: K, payload: AppEvents[K]): Promise<void> {
    await this.emitter.emitAsync(name, payload);
  }
}
