import { Injectable } from '@nestjs/common';
import { planLimits } from '../../platform/plans/plan-limits.schemas';
import { DEFAULT_PROMPT_TEMPLATE } from '../prompt-variables.schemas';
import { DEFAULT_FOOTER_TEMPLATE, SettingsAll } from '../settings-rules.schemas';
import { PlanUsageQuery } from './plan-usage.query';
import {
  autopilotSettingsOf,
  documentsOf,
  effectivePrompt,
  profileStatusOf,
  resumeStatusOf,
  UserSettingsReader,
} from './user-settings.reader';

/** Everything the settings page shows for the caller: their settings, plan, limits and usage. */
@Injectable()
export class SettingsAllQuery {
  constructor(
    private readonly reader: UserSettingsReader,
    private readonly usage: PlanUsageQuery,
  ) {}

  async execute(userId: string): Promise<SettingsAll> {
    const [settings, planName, used] = await Promise.all([
      this.reader.settings(userId),
      this.reader.planName(userId),
      this.usage.execute(userId),
    ]);
    const limits = planLimits(planName);
    return {
      plan_name: planName,
      emails_used: used.emails_used,
      emails_limit: limits.emails_limit,
      searches_used: used.searches_used,
      searches_limit: limits.searches_limit,
      write_limit: limits.write_limit,
      write_used: used.write_used,
      daily_limit: limits.daily_limit,
      daily_used: used.daily_used,
      contacts_used: used.contacts_used,
      contacts_limit: limits.contacts_limit,
      prompt_template: settings.prompt_template,
      prompt: effectivePrompt(settings),
      default_prompt: DEFAULT_PROMPT_TEMPLATE,
      portfolio_link: settings.portfolio_link,
      linkedin_profile: settings.linkedin_profile,
      tracking_enabled: settings.tracking_enabled,
      custom_urls: settings.custom_urls,
      attach_documents: settings.attach_documents,
      custom_footer_template: settings.footer_template,
      default_footer_template: DEFAULT_FOOTER_TEMPLATE,
      h1b_only: settings.h1b_only,
      j1_only: settings.j1_only,
      selected_documents: settings.selected_documents,
      documents: documentsOf(settings),
      linkedin_data: settings.linkedin_data,
      autopilot_settings: autopilotSettingsOf(settings),
      resumeStatus: resumeStatusOf(settings),
      profile_status: profileStatusOf(settings),
    };
  }
}
