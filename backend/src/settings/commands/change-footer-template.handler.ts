import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { FooterTemplateResult } from '../settings-rules.contract';
import { ChangeFooterTemplate } from './change-footer-template.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(ChangeFooterTemplate)
export class ChangeFooterTemplateHandler implements ICommandHandler<ChangeFooterTemplate> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, footerTemplate, meta }: ChangeFooterTemplate): Promise<FooterTemplateResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'ChangeFooterTemplate', data: { userId, footerTemplate } },
      meta,
    );
    return { footer_template: outcome.state.footerTemplate, checkpoint: outcome.checkpoint };
  }
}
