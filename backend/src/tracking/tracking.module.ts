import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { TrackingController } from './http/tracking.controller';
import { trackingEventSummaries } from './tracking-event-summaries';
import type { TrackingEvent } from './tracking.events';
import { TrackingRecorder } from './tracking-recorder';

registerEventSummaries<TrackingEvent>(trackingEventSummaries);

/** Open pixel and click redirects; the read model is the message-tracking projector's. */
@Module({
  controllers: [TrackingController],
  providers: [TrackingRecorder],
  exports: [TrackingRecorder],
})
export class TrackingModule {}

// What sending (messaging) uses to instrument outgoing mail, exported through the module as the boundary allows.
export { instrumentEmailHtml, trackingSecretFrom } from './tracking-links';
