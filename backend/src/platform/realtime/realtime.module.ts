import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ProjectionPushListener } from './projection-push.listener';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime.publisher';

@Module({
  imports: [AuthModule],
  providers: [RealtimeGateway, RealtimePublisher, ProjectionPushListener],
  exports: [RealtimePublisher],
})
export class RealtimeModule {}
