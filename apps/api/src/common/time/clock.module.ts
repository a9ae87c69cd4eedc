import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** One Clock for the whole application, so a spec that moves it (`app.get(Clock)`) moves it for every service. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
