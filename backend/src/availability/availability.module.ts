import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { AvailabilityController } from './availability.controller';
import { availabilityErrorStatus } from './availability.errors';

registerErrorStatus(availabilityErrorStatus);

@Module({
  imports: [AuthModule],
  controllers: [AvailabilityController],
})
export class AvailabilityModule {}
