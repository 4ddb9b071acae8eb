import { Injectable } from '@nestjs/common';
import { effectivePrompt, UserSettingsReader } from '../../settings/queries/user-settings.reader';
import type { PromptView } from '../prompt-template-rules.contract';

/** The prompt the caller drafts with, for GET /settings/prompt. */
@Injectable()
export class PromptQuery {
  constructor(private readonly reader: UserSettingsReader) {}

  async execute(userId: string): Promise<PromptView> {
    const settings = await this.reader.settings(userId);
    return { prompt: effectivePrompt(settings), is_default: settings.prompt_template === null };
  }
}
