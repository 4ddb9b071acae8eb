import { Injectable } from '@nestjs/common';
import type { SettingsLite } from '../settings-views.contract';
import {
  autopilotSettingsOf,
  profileStatusOf,
  resumeStatusOf,
  UserSettingsReader,
} from './user-settings.reader';

/** The few settings the tour and the autopilot pages need, without limits and usage. */
@Injectable()
export class SettingsLiteQuery {
  constructor(private readonly reader: UserSettingsReader) {}

  async execute(userId: string): Promise<SettingsLite> {
    const [settings, planName] = await Promise.all([
      this.reader.settings(userId),
      this.reader.planName(userId),
    ]);
    return {
      plan_name: planName,
      linkedin_profile: settings.linkedin_profile,
      portfolio_link: settings.portfolio_link,
      linkedin_data: settings.linkedin_data,
      resumeStatus: resumeStatusOf(settings),
      profile_status: profileStatusOf(settings),
      autopilot_settings: autopilotSettingsOf(settings),
    };
  }
}
