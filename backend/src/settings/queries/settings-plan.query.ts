import { Injectable } from '@nestjs/common';
import type { SettingsPlan } from '../settings-rules.schemas';
import { PlanUsageQuery } from './plan-usage.query';
import { UserSettingsReader } from './user-settings.reader';

/** The caller's plan and searches used, for the task list. */
@Injectable()
export class SettingsPlanQuery {
  constructor(
    private readonly reader: UserSettingsReader,
    private readonly usage: PlanUsageQuery,
  ) {}

  async execute(userId: string): Promise<SettingsPlan> {
    const [planName, used] = await Promise.all([this.reader.planName(userId), this.usage.execute(userId)]);
    return { plan_name: planName, searches_used: used.searches_used };
  }
}
