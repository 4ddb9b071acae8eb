import { Module } from '@nestjs/common';
import { registerErrorStatus } from '../platform/http/error-status';
import { planLimitsErrorStatus } from './plan-limits.errors';
import { PlanLimitsQuery } from './queries/plan-limits.query';

registerErrorStatus(planLimitsErrorStatus);

/** The plan limits per billing period: usage for the settings page and the check limited calls make first. */
@Module({
  providers: [PlanLimitsQuery],
  exports: [PlanLimitsQuery],
})
export class PlanLimitsModule {}
