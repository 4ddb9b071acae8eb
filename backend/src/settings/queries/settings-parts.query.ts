import { Injectable } from '@nestjs/common';
import type {
  AutopilotSettings,
  DocumentsView,
  LinkedInProfileView,
  PromptView,
} from '../settings-rules.contract';
import {
  autopilotSettingsOf,
  documentsOf,
  effectivePrompt,
  UserSettingsReader,
} from './user-settings.reader';

/** Single parts of the caller's settings, each for its own call. */
@Injectable()
export class SettingsPartsQuery {
  constructor(private readonly reader: UserSettingsReader) {}

  async prompt(userId: string): Promise<PromptView> {
    const settings = await this.reader.settings(userId);
    return { prompt: effectivePrompt(settings), is_default: settings.prompt_template === null };
  }

  async documents(userId: string): Promise<DocumentsView> {
    return { documents: documentsOf(await this.reader.settings(userId)) };
  }

  async autopilot(userId: string): Promise<AutopilotSettings> {
    return autopilotSettingsOf(await this.reader.settings(userId));
  }

  async linkedinProfile(userId: string): Promise<LinkedInProfileView> {
    const { linkedin_data } = await this.reader.settings(userId);
    return { linkedin_data, profilePicture: linkedin_data?.profilePicture ?? null };
  }
}
