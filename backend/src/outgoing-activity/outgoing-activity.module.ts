import { Module } from '@nestjs/common';
import { OutgoingActivityController } from './http/outgoing-activity.controller';
import { OutgoingActivityQuery } from './queries/outgoing-activity.query';

/**
 * GET /emails/outgoing/activity over the outgoing-activity read model (projections/src/outgoing-activity): the
 * Outgoing Messages charts. It writes nothing. Needs DATABASE from the app.
 */
@Module({
  controllers: [OutgoingActivityController],
  providers: [OutgoingActivityQuery],
})
export class OutgoingActivityModule {}
