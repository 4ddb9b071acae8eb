import { Injectable } from '@nestjs/common';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import { UserProfileQuery } from '../../profile/queries/user-profile.query';
import { planLimits } from '../../platform/plans/plan-limits.contract';
import { DEFAULT_FOOTER_TEMPLATE } from '../../prompt-templates/prompt-template-rules.contract';
import { DEFAULT_PROMPT_TEMPLATE } from '../../prompt-templates/prompt-variables.contract';
import type { SettingsAll } from '../settings-views.contract';
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
    private readonly limits: PlanLimitsQuery,
    private readonly profiles: UserProfileQuery,
  ) {}

  async execute(userId: string): Promise<SettingsAll> {
    const [settings, usage, contacts] = await Promise.all([
      this.reader.settings(userId),
      this.limits.usage(userId),
      this.reader.savedContacts(userId),
    ]);
    const { profile } = await this.profiles.of(settings);
    // The plan the usage was counted for (users_list.role_name, Free when empty).
    const { plan: planName, used } = usage;
    const limits = planLimits(planName);
    return {
      plan_name: planName,
      emails_used: used.emails_limit,
      emails_limit: limits.emails_limit,
      searches_used: used.searches_limit,
      searches_limit: limits.searches_limit,
      write_limit: limits.write_limit,
      write_used: used.write_limit,
      daily_limit: limits.daily_limit,
      daily_used: usage.sentToday,
      company_lists_used: used.company_lists_limit,
      company_lists_limit: limits.company_lists_limit,
      usage_period_start: usage.period.start,
      usage_period_end: usage.period.end,
      contacts_used: contacts,
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
      show_on_leaderboard: settings.show_on_leaderboard,
      selected_documents: settings.selected_documents,
      documents: documentsOf(settings),
      linkedin_data: settings.linkedin_data,
      profile,
      autopilot_settings: autopilotSettingsOf(settings),
      resumeStatus: resumeStatusOf(settings),
      profile_status: profileStatusOf(settings),
    };
  }
}
