import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { DEFAULT_PROMPT_TEMPLATE } from '../prompt-variables.contract';
import type { PromptResult } from '../settings-rules.contract';
import { ChangePromptTemplate } from './change-prompt-template.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(ChangePromptTemplate)
export class ChangePromptTemplateHandler implements ICommandHandler<ChangePromptTemplate> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, promptTemplate, meta }: ChangePromptTemplate): Promise<PromptResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'ChangePromptTemplate', data: { userId, promptTemplate } },
      meta,
    );
    return {
      prompt: outcome.state.promptTemplate ?? DEFAULT_PROMPT_TEMPLATE,
      checkpoint: outcome.checkpoint,
    };
  }
}
