import { Injectable } from '@nestjs/common';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import type { SettingsPlan } from '../settings-views.contract';

/** The caller's plan and searches used this billing period, for the task list. */
@Injectable()
export class SettingsPlanQuery {
  constructor(private readonly limits: PlanLimitsQuery) {}

  async execute(userId: string): Promise<SettingsPlan> {
    const { plan, used } = await this.limits.usage(userId);
    return { plan_name: plan, searches_used: used.searches_limit };
  }
}
