import { Injectable } from '@nestjs/common';
import type { SettingsPlan } from '../settings-rules.schemas';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import { UserSettingsReader } from './user-settings.reader';

/** The caller's plan and searches used this billing period, for the task list. */
@Injectable()
export class SettingsPlanQuery {
  constructor(
    private readonly reader: UserSettingsReader,
    private readonly limits: PlanLimitsQuery,
  ) {}

  async execute(userId: string): Promise<SettingsPlan> {
    const [planName, usage] = await Promise.all([this.reader.planName(userId), this.limits.usage(userId)]);
    return { plan_name: planName, searches_used: usage.used.searches_limit };
  }
}
