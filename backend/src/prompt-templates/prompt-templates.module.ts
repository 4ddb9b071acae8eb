import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { PromptTemplatesController } from './http/prompt-templates.controller';
import { promptTemplateEventSummaries } from './prompt-template-event-summaries';
import { promptTemplateErrorStatus } from './prompt-template.errors';
import type { PromptTemplateEvent } from './prompt-template.events';
import { PromptQuery } from './queries/prompt.query';

registerErrorStatus(promptTemplateErrorStatus);
registerEventSummaries<PromptTemplateEvent>(promptTemplateEventSummaries);

/** A user's e-mail prompt and footer templates on their settings stream; the variables' catalogue is beside it. */
@Module({
  imports: [DecisionsModule, AuthModule],
  controllers: [PromptTemplatesController],
  // UserSettingsReader is the settings context's read of user_settings, provided here as drafting does.
  providers: [PromptQuery, UserSettingsReader],
})
export class PromptTemplatesModule {}
