import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { EventBus } from './event-bus';

/** Domain events between modules (AppEvents): EventBus to emit, @On to listen. */
@Global()
@Module({ imports: [EventEmitterModule.forRoot()], providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
