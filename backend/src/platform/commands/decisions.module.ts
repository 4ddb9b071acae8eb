import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DecideHandler } from './decide.handler';

/** Registers the handler of Decide; every context that sends decider commands imports it (one instance app-wide). */
@Module({ imports: [CqrsModule], providers: [DecideHandler] })
export class DecisionsModule {}
